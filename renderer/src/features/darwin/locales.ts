import { en } from './locales/en'
import { it } from './locales/it'

// The darwin screens' messages, under their own top-level key `darwin`.
export const darwinLocales = { it: { darwin: it }, en: { darwin: en } }
