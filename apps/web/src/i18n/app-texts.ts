import { i18n } from './i18n';
import { enApp } from './locales/en-app';

// The signed-in screens' English texts and every message code join the entry's once the signed-in
// area's code is loaded; Indonesian holds them all (locales/id.ts).
i18n.addResourceBundle('en', 'translation', enApp, true, false);
