// Placeholder: the darwin screens' messages, by their owner.
export const darwinLocales = { it: {}, en: {} }
