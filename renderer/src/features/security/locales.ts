// Placeholder: the IP allow-list screens' messages, by their owner.
export const securityLocales = { it: {}, en: {} }
