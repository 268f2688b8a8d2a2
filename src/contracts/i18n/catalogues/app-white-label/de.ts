import type { Catalogue } from '../../format.js';
import type { AppWhiteLabelMessageId } from './en.js';

export const messages: Catalogue<AppWhiteLabelMessageId> = {
  'page.title': 'White-Label-Kundenverwaltung',
  'page.forbidden':
    '403: Nur die Administratoren des Betreibers können White-Label-Kunden verwalten.',
  'page.create': 'Kunden anlegen',
  'page.loading': 'Kunden werden geladen...',
  'page.loadFailed': 'Die Kunden konnten nicht abgerufen werden',

  'setup.subdomainsOffTitle': 'Subdomains für Kunden sind ausgeschaltet',
  'setup.subdomainsOff':
    'Subdomains benötigen BASE_DOMAIN, das auf diesem Server nicht gesetzt ist. Setzen Sie BASE_DOMAIN auf den Host, unter dem die Subdomains der Kunden liegen (zum Beispiel BASE_DOMAIN=qr.example.com, mit einem Wildcard-DNS-Eintrag *.qr.example.com, der auf diesen Server zeigt), und starten Sie den Server neu; lassen Sie Subdomain bis dahin leer.',
  'setup.localTitle': 'Eigene Domains können noch nicht funktionieren',
  'setup.local':
    'PUBLIC_URL ist {publicUrl} und damit nur von diesem Rechner aus erreichbar: DNS-Einträge, die darauf zeigen, können für niemanden sonst funktionieren. Setzen Sie PUBLIC_URL auf die Adresse, unter der dieser Server erreichbar ist (zum Beispiel https://qr.example.com), und starten Sie den Server neu.',

  'toast.created': 'Kunde erfolgreich angelegt',
  'toast.createdCssDropped': 'Kunde erfolgreich angelegt. Aus dem eigenen CSS entfernt: {items}.',
  'toast.updated': 'Kunde erfolgreich aktualisiert',
  'toast.updatedCssDropped':
    'Kunde erfolgreich aktualisiert. Aus dem eigenen CSS entfernt: {items}.',
  'toast.deleted': 'Kunde erfolgreich gelöscht',
  'toast.createFailed': 'Der Kunde konnte nicht angelegt werden',
  'toast.updateFailed': 'Der Kunde konnte nicht aktualisiert werden',
  'toast.deleteFailed': 'Der Kunde konnte nicht gelöscht werden',
  'toast.keyMade': 'Neuer API-Schlüssel erstellt',
  'toast.keyMadeDescription': 'Der alte Schlüssel funktioniert nicht mehr.',
  'toast.domainVerified': 'Domain verifiziert',
  'toast.notVerifiedYet': 'Noch nicht verifiziert',
  'toast.verifyFailed': 'Verifizierung fehlgeschlagen',
  'toast.copied': 'Kopiert!',
  'toast.copiedDescription': 'API-Schlüssel in die Zwischenablage kopiert',
  'confirm.delete': '{name} löschen? Das lässt sich nicht rückgängig machen.',

  'card.active': 'Aktiv',
  'card.inactive': 'Inaktiv',
  'card.domain': 'Domain: {domain}',
  'card.subdomain': 'Subdomain: {subdomain}',
  'card.statusPending': 'DNS noch nicht verifiziert',
  'card.statusVerified': 'Verifiziert',
  'card.statusFailed': 'Verifizierung fehlgeschlagen',
  'card.colours': 'Markenfarben',
  'card.apiKey': 'API-Schlüssel',
  'card.showKey': 'API-Schlüssel anzeigen',
  'card.hideKey': 'API-Schlüssel verbergen',
  'card.copyKey': 'API-Schlüssel kopieren',
  'card.shownOnce':
    'Nur jetzt sichtbar: Wir speichern nur einen Fingerabdruck davon. Kopieren Sie ihn an einen sicheren Ort.',
  'card.noKey': 'Kein Schlüssel.',
  'card.lastUsed':
    'Zuletzt verwendet: {when}. Der vollständige Schlüssel wurde nur einmal angezeigt; erzeugen Sie ihn neu, um einen neuen zu erhalten.',
  'card.neverUsed':
    'Noch nie verwendet. Der vollständige Schlüssel wurde nur einmal angezeigt; erzeugen Sie ihn neu, um einen neuen zu erhalten.',
  'card.regenerate': 'Schlüssel neu erzeugen',
  'card.dnsRecords': 'Anzulegende DNS-Einträge',
  'card.verify': 'Verifizieren',
  'card.edit': 'Bearbeiten',
  'card.delete': '{name} löschen',

  'form.createTitle': 'Neuen Kunden anlegen',
  'form.editTitle': 'Kunden bearbeiten',
  'form.description':
    'Name, Domains und Marke des Kunden. Logo und Favicon werden hier hochgeladen; Links auf andere Websites werden nicht akzeptiert.',
  'form.name': 'Name',
  'form.customDomain': 'Eigene Domain',
  'form.customDomainPlaceholder': 'qr.kunde.com',
  'form.customDomainHint':
    'Ihre DNS-Einträge (mit dem Ziel {target}) stehen nach dem Speichern auf der Karte des Kunden.',
  'form.subdomain': 'Subdomain',
  'form.subdomainPlaceholder': 'kunde',
  'form.subdomainHint': 'Der Kunde ist unter {sample}.{baseDomain} erreichbar.',
  'form.subdomainSample': 'subdomain',
  'form.subdomainOff':
    'Nicht verfügbar: BASE_DOMAIN ist auf diesem Server nicht gesetzt (siehe den Hinweis auf der Seite).',
  'form.logo': 'Logo',
  'form.primaryColor': 'Primärfarbe',
  'form.primaryColorPicker': 'Farbwähler für die Primärfarbe',
  'form.secondaryColor': 'Sekundärfarbe',
  'form.secondaryColorPicker': 'Farbwähler für die Sekundärfarbe',
  'form.favicon': 'Favicon',
  'form.removeBranding': 'QR-Shark-Branding entfernen',
  'form.customCss': 'Eigenes CSS',
  'form.customCssHint':
    'Höchstens 20 KB. Importe, Schriften und Bilder von anderen Websites werden beim Speichern entfernt.',
  'form.uploadFailed': 'Hochladen fehlgeschlagen',
  'form.removeImage': 'Entfernen',
  'form.cancel': 'Abbrechen',
  'form.create': 'Kunden anlegen',
  'form.creating': 'Wird angelegt...',
  'form.update': 'Kunden aktualisieren',
  'form.updating': 'Wird aktualisiert...',
};
