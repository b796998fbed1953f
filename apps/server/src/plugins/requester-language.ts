import type { Language } from '@creditdesk/domain/preferences/languages';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** A user's saved language, or the deployment's default (plugins/requester-language). */
    languageOf: (userId: string) => Promise<Language>;
  }
}

/**
 * What the kit asks of the preferences module to speak to a requester in his language (the
 * exports' headers): plugins and the kit sit below the modules, so app.ts passes it in.
 */
export const requesterLanguagePlugin = fp<{ languageOf: (userId: string) => Promise<Language> }>(
  async (app, { languageOf }) => {
    app.decorate('languageOf', languageOf);
  },
  { name: 'requester-language' },
);
