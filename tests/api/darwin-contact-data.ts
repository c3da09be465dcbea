/** Contact data a darwin contact update accepts (spec, "Darwin": POST /v1/darwin/contactUpdates), for the tests that need a valid body. */
export const validContactData = {
  name: 'Mario Rossi', org: 'Mario Rossi', streets: ['Via Dante 4'], city: 'Milano', state: 'MI', postalCode: '20121',
  country: 'it', voice: '+39.0212345678', email: 'mario.rossi@example.it', consentForPublish: false, registrant: { regcode: 'RSSMRA80A01H501U' },
}
