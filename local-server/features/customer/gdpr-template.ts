/**
 * The GDPR data-processing agreement the registry gives every registrar, in Italian and English.
 * Static text: words in square brackets are filled in from the registrar's GDPR data when the
 * agreement is signed. The version is recorded in the registrar's GDPR data when it accepts.
 */
import type { GdprLanguage, GdprTemplate } from '../../contract/customer.js'

export const GDPR_TEMPLATE_VERSION = '2026.1'

const IT = `ACCORDO SUL TRATTAMENTO DEI DATI PERSONALI
ai sensi dell'articolo 28 del Regolamento (UE) 2016/679 ("GDPR")

tra il Registro del ccTLD .it ("Registro"), titolare del trattamento,
e [Ragione sociale del Registrar], con sede in [Indirizzo della sede], codice fiscale e partita IVA [Partita IVA], in persona del legale rappresentante [Nome e cognome], in qualità di [Ruolo] ("Registrar"), responsabile del trattamento.

1. Oggetto
Il presente accordo disciplina i trattamenti di dati personali che il Registrar effettua per conto del Registro nell'ambito del contratto di Registrar, per la registrazione, il mantenimento, il trasferimento e la cancellazione dei nomi a dominio nel ccTLD .it, e ne costituisce parte integrante.

2. Natura e finalità del trattamento
Il Registrar raccoglie i dati dei registranti e dei contatti dei nomi a dominio, ne verifica la correttezza e li trasmette al Registro attraverso i sistemi da questo messi a disposizione (EPP, API, interfaccia web). I dati sono trattati esclusivamente per la gestione dei nomi a dominio, per la pubblicazione nel servizio DAS/WHOIS nei limiti del consenso espresso dall'interessato, per le procedure di verifica dei dati del registrante e per l'adempimento degli obblighi di legge.

3. Categorie di interessati e di dati
Interessati: registranti persone fisiche, referenti amministrativi e tecnici, persone di contatto indicate dai registranti.
Dati: nome e cognome, denominazione dell'organizzazione, codice fiscale o partita IVA, nazionalità, indirizzo postale, indirizzo e-mail, numeri di telefono e di fax, documenti di identità trasmessi nelle procedure di verifica.
Non sono trattate categorie particolari di dati ai sensi dell'articolo 9 del GDPR.

4. Obblighi del Registrar
Il Registrar si impegna a:
a) trattare i dati soltanto su istruzione documentata del Registro, contenuta nel contratto, nel Regolamento di assegnazione e nelle Linee guida tecniche;
b) garantire che le persone autorizzate al trattamento siano vincolate alla riservatezza;
c) adottare le misure tecniche e organizzative adeguate previste dall'articolo 32 del GDPR, fra le quali il controllo degli accessi, la cifratura delle comunicazioni, la registrazione degli accessi ai sistemi del Registro e la limitazione degli indirizzi IP autorizzati;
d) non ricorrere a un altro responsabile senza la previa autorizzazione scritta del Registro, imponendo a quest'ultimo gli stessi obblighi;
e) assistere il Registro nel dare seguito alle richieste di esercizio dei diritti degli interessati (articoli da 15 a 22 del GDPR);
f) informare il Registro senza ingiustificato ritardo, e comunque entro 48 ore dalla scoperta, di ogni violazione dei dati personali, fornendo le informazioni previste dall'articolo 33 del GDPR;
g) cancellare o restituire i dati al termine del contratto, salvo che la legge ne imponga la conservazione.

5. Informativa agli interessati
Il Registrar fornisce ai registranti, prima della registrazione, l'informativa predisposta dal Registro e raccoglie il consenso alla pubblicazione dei dati quando richiesto. L'informativa del Registrar è pubblicata all'indirizzo [Indirizzo dell'informativa privacy]; gli interessati possono scrivere a [E-mail privacy].

6. Trasferimenti verso paesi terzi
I dati non sono trasferiti al di fuori dello Spazio economico europeo, salvo che il trasferimento avvenga nel rispetto del Capo V del GDPR e sia stato previamente comunicato al Registro.

7. Verifiche
Il Registrar mette a disposizione del Registro le informazioni necessarie a dimostrare il rispetto del presente accordo e consente le verifiche, anche ispettive, svolte dal Registro o da un revisore da esso incaricato, con un preavviso di almeno 15 giorni.

8. Responsabile della protezione dei dati
Il responsabile della protezione dei dati del Registrar, ove designato, è [Nome del DPO], contattabile all'indirizzo [E-mail del DPO] e al numero [Telefono del DPO].

9. Durata
Il presente accordo ha la stessa durata del contratto di Registrar. Il Registrar conferma ogni anno che i dati indicati sono aggiornati.

10. Legge applicabile e foro competente
Il presente accordo è regolato dalla legge italiana. Per ogni controversia è competente in via esclusiva il foro della sede del Registro.

Luogo e data: [Luogo], [Data]
Per il Registrar: [Nome e cognome del legale rappresentante]`

const EN = `DATA PROCESSING AGREEMENT
under Article 28 of Regulation (EU) 2016/679 ("GDPR")

between the Registry of the .it ccTLD ("Registry"), controller,
and [Registrar company name], with registered office at [Headquarter address], fiscal code and VAT number [VAT number], represented by its legal representative [First and last name], acting as [Role] ("Registrar"), processor.

1. Subject matter
This agreement governs the processing of personal data that the Registrar carries out on behalf of the Registry under the Registrar contract, for the registration, maintenance, transfer and deletion of domain names in the .it ccTLD, and forms an integral part of that contract.

2. Nature and purposes of the processing
The Registrar collects the data of registrants and of the contacts of domain names, checks that they are correct and sends them to the Registry through the systems the Registry provides (EPP, API, web interface). The data are processed only to manage domain names, to publish them in the DAS/WHOIS service within the limits of the consent given by the data subject, for the registrant data verification procedures and to meet legal obligations.

3. Categories of data subjects and of data
Data subjects: registrants who are natural persons, administrative and technical contacts, contact persons named by registrants.
Data: first and last name, organisation name, fiscal code or VAT number, nationality, postal address, e-mail address, telephone and fax numbers, identity documents sent during verification procedures.
No special categories of data under Article 9 GDPR are processed.

4. Obligations of the Registrar
The Registrar undertakes to:
a) process the data only on documented instructions from the Registry, as set out in the contract, the Assignment Regulation and the Technical Guidelines;
b) ensure that persons authorised to process the data are bound by confidentiality;
c) take the appropriate technical and organisational measures required by Article 32 GDPR, including access control, encrypted communications, logging of access to the Registry's systems and restriction to authorised IP addresses;
d) not engage another processor without the Registry's prior written authorisation, and impose the same obligations on any such processor;
e) assist the Registry in responding to requests from data subjects exercising their rights (Articles 15 to 22 GDPR);
f) notify the Registry without undue delay, and in any case within 48 hours of becoming aware of it, of any personal data breach, with the information listed in Article 33 GDPR;
g) delete or return the data at the end of the contract, unless the law requires them to be kept.

5. Information to data subjects
Before each registration the Registrar gives registrants the privacy notice prepared by the Registry and collects their consent to the publication of their data where required. The Registrar's own privacy notice is published at [Privacy notice address]; data subjects may write to [Privacy e-mail].

6. Transfers to third countries
The data are not transferred outside the European Economic Area unless the transfer complies with Chapter V GDPR and has been notified to the Registry in advance.

7. Audits
The Registrar makes available to the Registry all information needed to demonstrate compliance with this agreement and allows audits, including inspections, by the Registry or an auditor it appoints, with at least 15 days' notice.

8. Data protection officer
The Registrar's data protection officer, where one has been designated, is [DPO name], reachable at [DPO e-mail] and on [DPO phone].

9. Term
This agreement lasts as long as the Registrar contract. Every year the Registrar confirms that the data it has given are up to date.

10. Governing law and jurisdiction
This agreement is governed by Italian law. The courts of the place where the Registry has its seat have exclusive jurisdiction over any dispute.

Place and date: [Place], [Date]
For the Registrar: [Name of the legal representative]`

const TEMPLATES: Record<GdprLanguage, GdprTemplate> = {
  it: { language: 'it', version: GDPR_TEMPLATE_VERSION, title: 'Accordo sul trattamento dei dati personali', text: IT },
  en: { language: 'en', version: GDPR_TEMPLATE_VERSION, title: 'Data processing agreement', text: EN },
}

export function gdprTemplate(language: GdprLanguage): GdprTemplate {
  return TEMPLATES[language]
}
