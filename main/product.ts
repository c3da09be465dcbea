/** The product's name as the OS shows it; build/electron-builder.yml uses the same (a test checks). */
export const PRODUCT_NAME = 'Registrar Desk'
