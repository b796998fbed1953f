// Dots only inside a name (`<uuid>.<uuid>.tmp`), never a name of dots alone: no key leaves the root.
export const KEY_PATTERN = /^[\w-]+(\.[\w-]+)*(\/[\w-]+(\.[\w-]+)*)*$/;

/** Keys are made by the server, but a key that could leave the root is refused all the same. */
export const checkedKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
};
