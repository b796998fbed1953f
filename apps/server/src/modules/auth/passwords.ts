import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` of @node-rs/argon2 is an ambient const enum, which verbatimModuleSyntax
// cannot import; 2 is its value.
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
