import type { Catalogue } from '../../format.js';
import type { ContractMessageId } from './en.js';

export const messages: Catalogue<ContractMessageId> = {
  'account.nameUpdated': 'Name aktualisiert',
  'account.nameFailed':
    'Der Name konnte nicht aktualisiert werden. Bitte versuchen Sie es noch einmal.',
  'account.nameTooLong': 'Verwenden Sie höchstens 100 Zeichen.',
  'account.deleted': 'Konto gelöscht',
  'account.deletedDescription': 'Sie werden jetzt abgemeldet.',
  'account.deleteFailed':
    'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es noch einmal.',
  'account.deletePasswordRequired': 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  'account.deletePasswordWrong': 'Ihr Passwort ist nicht richtig.',
  'account.deleteEmailMismatch':
    'Geben Sie die E-Mail-Adresse dieses Kontos genau so ein, wie sie angezeigt wird.',
  'account.deleteSubscribed':
    '{names} hat ein Premium-Abonnement, das nur Sie beenden können. Kündigen Sie es zuerst (Tarif → Abonnement verwalten); sobald es beendet ist, können Sie Ihr Konto löschen.',
  'account.deleteSoleOwner':
    'Sie sind der einzige Inhaber von {names}, und andere Personen arbeiten dort mit. Machen Sie eine dieser Personen zum Inhaber oder löschen Sie den Arbeitsbereich, bevor Sie Ihr Konto löschen.',
  'account.sessionNotFound': 'Diese Sitzung ist bereits beendet.',
  'account.tooManyExports':
    'Sie haben Ihre Daten in letzter Zeit mehrmals heruntergeladen. Bitte versuchen Sie es in {wait} noch einmal.',
  'account.verificationSent':
    'Wir haben einen neuen Bestätigungslink gesendet. Er funktioniert einmal, 24 Stunden lang.',
  'account.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'account.verificationTooSoon':
    'Gerade eben wurde ein neuer Link erstellt: Bitte verwenden Sie ihn, oder fordern Sie in {wait} erneut einen an.',
  'account.restoreFailed':
    'Wir haben kein gelöschtes Konto mit dieser Adresse und diesem Passwort gefunden, das sich noch wiederherstellen lässt.',
  'account.restoreAddressTaken':
    'Ein neues Konto verwendet diese Adresse bereits, daher kann das gelöschte nicht wiederhergestellt werden.',
  'account.restored': 'Ihr Konto ist wiederhergestellt. Willkommen zurück.',
  'account.googleAccountDeleted':
    'Das mit diesem Google-Konto verknüpfte Konto wurde vor weniger als 30 Tagen gelöscht. Um es zurückzuholen, wählen Sie auf der Wiederherstellungsseite „Mit Google wiederherstellen“.',
  'account.nothingToRestore':
    'Wir haben kein gelöschtes Konto gefunden, das mit diesem Google-Konto verknüpft ist und sich noch wiederherstellen lässt.',
  'account.emailChangeSame': 'Das ist bereits Ihre E-Mail-Adresse.',
  'account.emailChangeTaken': 'Ein anderes Konto verwendet diese Adresse bereits.',
  'account.emailChangePasswordRequired': 'Geben Sie zur Bestätigung Ihr aktuelles Passwort ein.',
  'account.emailChangeSent':
    'Wir haben einen Link an {address} gesendet. Ihre Adresse ändert sich, wenn Sie ihn öffnen (innerhalb von 24 Stunden); bis dahin ändert sich nichts.',
  'account.emailChanged':
    'Ihre E-Mail-Adresse ist jetzt {address}. Alle anderen Geräte wurden abgemeldet.',
  'account.emailChangedSignIn':
    'Ihre E-Mail-Adresse ist jetzt {address}. Alle Geräte wurden abgemeldet: Melden Sie sich mit der neuen Adresse an.',
  'account.invalidEmailChangeLink':
    'Dieser Link funktioniert nicht: Er wurde bereits verwendet, ein neuerer wurde gesendet, oder er ist abgelaufen. Fordern Sie die Änderung in den Kontoeinstellungen erneut an.',
  'account.addressHeldForRestore':
    'Ein Konto mit dieser Adresse wurde vor weniger als 30 Tagen gelöscht. Stellen Sie es über die Anmeldeseite wieder her, oder registrieren Sie sich, nachdem es endgültig entfernt wurde.',
  'admin.lastAdmin':
    'Dies ist der letzte Administrator: Machen Sie zuerst eine andere Person zum Administrator.',
  'admin.notYourself':
    'Mit Ihrem eigenen Konto ist das hier nicht möglich; verwenden Sie die Kontoeinstellungen.',
  'admin.userNotFound': 'Diesen Nutzer gibt es nicht.',
  'admin.restoreAddressTaken':
    'Ein anderes aktives Konto verwendet diese Adresse jetzt, daher kann dieses nicht wiederhergestellt werden.',
  'admin.restorePurged':
    'Die Daten dieses Kontos wurden bereits entfernt (30 Tage nach dem Löschen).',
  'admin.messageNotFound': 'Diese Nachricht gibt es nicht.',
  'admin.mailNotFound': 'Diese E-Mail gibt es nicht.',
  'admin.retryOnlyFailed': 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.',
  'analytics.loadFailed': 'Die Statistiken konnten nicht geladen werden',
  'analytics.tryAgain': 'Erneut versuchen',
  'analytics.invalidTimeZone':
    'Unbekannte Zeitzone; verwenden Sie einen IANA-Namen wie Europe/Berlin',
  'analytics.invalidDate':
    'Verwenden Sie ein Datum (JJJJ-MM-TT) oder einen Zeitpunkt nach ISO 8601 (2025-03-30T12:00:00Z)',
  'analytics.rangeOrder': 'Der Beginn des Zeitraums muss vor seinem Ende liegen',
  'analytics.rangeTooLong': 'Der Zeitraum darf höchstens 400 Tage umfassen',
  'analytics.codeNotFound': 'QR-Code nicht gefunden',
  'analytics.citiesOff':
    'Statistiken nach Stadt sind auf diesem Server ausgeschaltet. Ein Administrator schaltet sie mit npm run city-database (oder CITY_DATABASE für eine MaxMind-Datei) und einem Neustart ein.',
  'analytics.citiesNone': 'Kein Scan in diesem Zeitraum wurde einer Stadt zugeordnet.',
  'apiKey.name': 'Geben Sie dem Schlüssel einen Namen (höchstens 80 Zeichen)',
  'apiKey.scope': 'Wählen Sie „Nur lesen“ oder „Lesen und schreiben“',
  'apiKey.expiry': 'Wählen Sie ein Ablaufdatum in der Zukunft oder keines',
  'apiKey.limit':
    'Sie können höchstens 25 aktive API-Schlüssel haben. Widerrufen Sie einen, um einen weiteren zu erstellen.',
  'apiKey.notFound': 'API-Schlüssel nicht gefunden',
  'apiKey.missing': 'Senden Sie einen API-Schlüssel als „Authorization: Bearer qrs_...“.',
  'apiKey.invalid':
    'Dieser API-Schlüssel ist nicht gültig: Er ist unbekannt, widerrufen oder abgelaufen.',
  'apiKey.readOnly':
    'Dieser API-Schlüssel kann nur lesen. Erstellen Sie einen Schlüssel zum Lesen und Schreiben, um Änderungen vorzunehmen.',
  'apiKey.viewerMaker':
    'Dieser API-Schlüssel kann nur lesen: Das Mitglied, das ihn erstellt hat, ist in seinem Arbeitsbereich jetzt Betrachter. Bitten Sie einen Admin des Arbeitsbereichs um die Rolle Bearbeiter, oder verwenden Sie einen Schlüssel, den ein Bearbeiter erstellt hat.',
  'audit.badFilter':
    'Filtern Sie nach einer Aktion, einer Adresse und nach Daten im Format JJJJ-MM-TT oder als ISO-Zeitstempel.',
  'auth.usernameRequired': 'E-Mail ist erforderlich',
  'auth.passwordRequired': 'Passwort ist erforderlich',
  'auth.invalidEmail': 'Ungültige E-Mail-Adresse',
  'auth.passwordTooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'auth.passwordTooCommon':
    'Dieses Passwort steht auf einer Liste häufig verwendeter oder durch Datenlecks bekannter Passwörter und ist daher leicht zu erraten. Bitte wählen Sie ein anderes.',
  'auth.passwordTooLong': 'Das Passwort darf höchstens 256 Zeichen lang sein',
  'auth.confirmRequired': 'Bitte bestätigen Sie Ihr Passwort',
  'auth.passwordsDontMatch': 'Die Passwörter stimmen nicht überein',
  'auth.invalidCredentials': 'E-Mail-Adresse oder Passwort ist falsch',
  'auth.registrationFailed': 'Das Konto konnte nicht erstellt werden',
  'auth.usernameTaken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  'auth.tooManyAttempts':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie und versuchen Sie es dann noch einmal.',
  'auth.emailMustMatchUsername':
    'Ihre E-Mail-Adresse ist Ihr Benutzername: Geben Sie in beiden Feldern dieselbe Adresse ein.',
  'auth.tooManyRegistrations':
    'Aus Ihrem Netzwerk wurden zu viele Konten erstellt. Bitte versuchen Sie es in {wait} noch einmal.',
  'auth.tooManyMails':
    'Für diese Adresse wurden kürzlich mehrere Links erstellt: Der neueste funktioniert. Bitte verwenden Sie ihn, oder versuchen Sie es in {wait} noch einmal.',
  'auth.emailVerified': 'Ihre E-Mail-Adresse ist bestätigt.',
  'auth.invalidVerificationLink':
    'Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Melden Sie sich an und fordern Sie einen neuen an.',
  'auth.verificationPasswordRequired':
    'Wählen Sie ein Passwort für dieses Konto: Das bei seiner Erstellung festgelegte funktioniert dann nicht mehr.',
  'auth.verificationDeclined':
    'Das Konto für {address} wurde gelöscht. Sonst wurde nichts geändert; weitere E-Mails dazu können Sie ignorieren.',
  'auth.passwordResetSent':
    'Falls es für diese Adresse ein Konto gibt, haben wir einen Link zum Festlegen eines neuen Passworts gesendet. Er funktioniert einmal, 1 Stunde lang.',
  'changePassword.currentRequired': 'Das aktuelle Passwort ist erforderlich',
  'changePassword.currentWrong': 'Das aktuelle Passwort ist falsch',
  'changePassword.newTooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'changePassword.confirmRequired': 'Bitte bestätigen Sie Ihr neues Passwort',
  'changePassword.mismatch': 'Die Passwörter stimmen nicht überein',
  'changePassword.changed': 'Ihr Passwort wurde geändert. Andere Geräte wurden abgemeldet.',
  'changePassword.noPasswordYet':
    'Dieses Konto hat noch kein Passwort. Verwenden Sie stattdessen „Passwort festlegen“.',
  'changePassword.signInAgain':
    'Zu Ihrer Sicherheit setzt das Festlegen eines Passworts eine kürzliche Anmeldung voraus. Melden Sie sich erneut mit Google an und legen Sie es dann innerhalb von 10 Minuten fest.',
  'changePassword.alreadyHasPassword':
    'Dieses Konto hat bereits ein Passwort. Verwenden Sie stattdessen „Passwort ändern“.',
  'changePassword.passwordAdded':
    'Ihr Passwort ist festgelegt. Sie können sich jetzt auch mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
  'bulk.noDataTitle': 'Keine Daten angegeben',
  'bulk.noDataText': 'Bitte geben Sie Daten ein oder laden Sie eine Datei hoch.',
  'bulk.noValidTitle': 'Keine gültigen Daten',
  'bulk.noValidText': 'Bitte geben Sie gültige Daten für die Erstellung der QR-Codes an.',
  'bulk.nothingToDownloadTitle': 'Keine QR-Codes zum Herunterladen',
  'bulk.nothingToDownloadText': 'Erstellen Sie zuerst QR-Codes, bevor Sie sie herunterladen.',
  'bulk.itemFailed': 'QR-Code konnte nicht erstellt werden',
  'bulk.networkError': 'Netzwerkfehler',
  'bulk.runFailedTitle': 'Erstellung fehlgeschlagen',
  'bulk.runFailedText': 'Bei der Massenerstellung ist ein Fehler aufgetreten.',
  'bulk.completeTitle': 'Massenerstellung abgeschlossen',
  'bulk.completeText': '{ok} QR-Codes erfolgreich erstellt. {failed} fehlgeschlagen.',
  'bulk.downloadTitle': 'Download gestartet',
  'bulk.downloadText': '{n} QR-Codes werden heruntergeladen.',
  'bulk.dynamicNeedsUrl':
    'Dynamische Codes werden aus Zeilen vom Typ Website-URL erstellt. Wählen Sie Website-URL oder erstellen Sie statische Codes.',
  'bulk.runNotFound': 'Diese Massenerstellung wurde nicht gefunden.',
  'bulk.rowOutOfRange': 'Diese Zeile gehört nicht zu dieser Massenerstellung.',
  'bulk.dynamicRowsByServer':
    'Die Zeilen einer dynamischen Massenerstellung werden erfasst, während ihre Codes erstellt werden.',
  'bulk.unsupportedType':
    'Dieser Typ braucht für jeden Code eine hochgeladene Datei und ist in der Massenerstellung nicht möglich.',
  'bulk.rowsInvalid': 'Die Zeilenzahl muss eine ganze Zahl ab 1 sein',
  'codeBulk.action':
    'Wählen Sie eine Aktion: pausieren, fortsetzen, löschen, wiederherstellen, verschieben, Tag hinzufügen.',
  'codeBulk.target': 'Geben Sie die Codes entweder per ID (ids) oder per Filter (filter) an.',
  'codeBulk.ids': 'Geben Sie 1 bis 10.000 Codes per ID an.',
  'codeBulk.tooMany': 'Mehr als 10.000 Codes passen: Grenzen Sie den Filter weiter ein.',
  'codeBulk.notFound':
    'Einige dieser Codes gibt es in diesem Arbeitsbereich nicht; es wurde nichts geändert.',
  'codeBulk.restoreById': 'Zum Wiederherstellen geben Sie die gelöschten Codes per ID an.',
  'codeBulk.notRestorable':
    'Einige dieser Codes können nicht mehr wiederhergestellt werden; es wurde nichts geändert.',
  'codeBulk.folderRequired':
    'Wählen Sie den Ordner, in den die Codes verschoben werden (null: aus jedem Ordner heraus).',
  'codeBulk.tagsRequired': 'Geben Sie mindestens einen Tag zum Hinzufügen an.',
  'codeBulk.restoreLimit':
    'Mit der Wiederherstellung dieser Codes würden Sie Ihr Limit von {limit, plural, one {# dynamischen QR-Code} other {# dynamischen QR-Codes}} überschreiten. Bitte upgraden Sie oder löschen Sie zuerst andere Codes.',
  'companySignIn.issuer':
    'Geben Sie die Aussteller-URL ein, die Ihnen Ihr Identitätsanbieter nennt (https://…).',
  'companySignIn.clientId': 'Geben Sie die Client-ID ein (1 bis 255 Zeichen).',
  'companySignIn.clientSecret': 'Geben Sie das Client-Secret ein (1 bis 1.000 Zeichen).',
  'companySignIn.secretNeeded': 'Geben Sie das Client-Secret ein: Es ist noch keines gespeichert.',
  'companySignIn.domain':
    'Geben Sie eine E-Mail-Domain wie example.com ein (ohne @, ohne Leerzeichen).',
  'companySignIn.publicDomain':
    '{domain} ist ein öffentlicher E-Mail-Dienst: Dort kann jeder eine Adresse haben, deshalb kann diese Domain nicht die Anmelde-Domain eines Unternehmens sein.',
  'companySignIn.notYourDomain':
    'Ihre eigene, nachgewiesene Adresse muss unter {domain} liegen, damit Sie diese Domain beanspruchen können. Ändern Sie Ihre Adresse oder wählen Sie Ihre eigene Domain.',
  'companySignIn.domainTaken':
    'Für {domain} gibt es bereits eine Firmenanmeldung in einem anderen Arbeitsbereich.',
  'companySignIn.discoveryFailed':
    'Wir konnten die OpenID-Connect-Konfiguration des Ausstellers nicht lesen ({why}). Prüfen Sie die Aussteller-URL.',
  'companySignIn.signInFirst':
    'Melden Sie sich einmal über diese Firmenanmeldung an (abmelden, dann „Mit Ihrem Unternehmen anmelden“), bevor Sie sie verpflichtend machen, damit eine falsche Einstellung nicht alle aussperren kann.',
  'companySignIn.notConfigured': 'Dieser Arbeitsbereich hat keine Firmenanmeldung.',
  'companySignIn.verifyFirst':
    'Bestätigen Sie {domain} (über den DNS-TXT-Eintrag der Domain), bevor Sie die Firmenanmeldung verpflichtend machen.',
  'companySignIn.notActive':
    'Die Firmenanmeldung für {domain} ist noch nicht aktiv: Der Inhaber hat die Domain noch nicht bestätigt. Melden Sie sich stattdessen mit Ihrem Passwort oder mit Google an.',
  'companySignIn.notMember':
    'Ein Konto für {email} existiert bereits und ist kein Mitglied des Arbeitsbereichs, der diese Firmenanmeldung eingerichtet hat. Melden Sie sich wie gewohnt an und bitten Sie den Admin des Arbeitsbereichs um eine Einladung.',
  'companySignIn.noCompany':
    'Für {domain} gibt es hier keine Firmenanmeldung. Melden Sie sich stattdessen mit Ihrem Passwort oder mit Google an.',
  'companySignIn.email': 'Geben Sie Ihre geschäftliche E-Mail-Adresse ein.',
  'companySignIn.required':
    'Ihr Unternehmen verlangt, dass Sie sich über seine eigene Anmeldeseite anmelden. Verwenden Sie „Mit Ihrem Unternehmen anmelden“ mit Ihrer geschäftlichen Adresse.',
  'companySignIn.unavailable':
    'Die Anmeldung Ihres Unternehmens ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'companySignIn.gone':
    'Diese Firmenanmeldung wurde inzwischen entfernt oder geändert. Bitte versuchen Sie es noch einmal.',
  'companySignIn.failed':
    'Die Firmenanmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es noch einmal.',
  'companySignIn.emailMissing':
    'Die Anmeldung Ihres Unternehmens hat keine E-Mail-Adresse übermittelt, daher können wir Sie nicht anmelden.',
  'companySignIn.outsideDomain':
    'Diese Firmenanmeldung gilt für Adressen unter {domain}; sie hat aber {email} bestätigt.',
  'companySignIn.emailUnverified':
    'Die Anmeldung Ihres Unternehmens hat diese E-Mail-Adresse nicht bestätigt, daher können wir Sie nicht anmelden.',
  'companySignIn.accountChanged':
    'Dieses Konto hat sich während Ihrer Anmeldung geändert. Bitte versuchen Sie es noch einmal.',
  'contact.nameTooShort': 'Der Name muss mindestens 2 Zeichen lang sein',
  'contact.nameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'contact.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'contact.subjectTooShort': 'Der Betreff muss mindestens 5 Zeichen lang sein',
  'contact.subjectTooLong': 'Der Betreff darf höchstens 200 Zeichen lang sein',
  'contact.messageTooShort': 'Die Nachricht muss mindestens 10 Zeichen lang sein',
  'contact.messageTooLong': 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  'contact.invalidInquiryType':
    'Wählen Sie Allgemeine Frage, Technischer Support, Geschäftliche Anfrage oder Feedback',
  'contact.sentTitle': 'Nachricht gesendet!',
  'contact.sentDescription': 'Wir melden uns innerhalb von 24 Stunden bei Ihnen',
  'contact.failedTitle': 'Fehler',
  'contact.failedDescription':
    'Beim Senden Ihrer Nachricht ist ein Problem aufgetreten. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt an {email}',
  'contact.tooMany':
    'Sie haben in der letzten Stunde mehrere Nachrichten von dieser Adresse gesendet. Bitte versuchen Sie es in {wait} erneut, oder schreiben Sie uns direkt.',
  'design.colour': 'Geben Sie eine Farbe als #RRGGBB ein',
  'design.frameTextTooLong': 'Der Rahmentext darf höchstens 100 Zeichen lang sein',
  'design.invalidChoice': 'Wählen Sie eine der aufgeführten Optionen',
  'design.errorCorrectionLevel': 'Die Fehlerkorrektur muss L, M, Q oder H sein',
  'design.logoSize': 'Die Logogröße muss ein Anteil der Codebreite von 0,1 bis 0,3 sein',
  'design.margin': 'Der Rand muss eine ganze Zahl von Modulen zwischen 2 und 16 sein',
  'design.size': 'Die PNG-Größe muss eine ganze Zahl von Pixeln zwischen 128 und 4096 sein',
  'design.lightOnDark':
    'Hell auf dunkel: Lässt sich mit aktuellen Kamera-Apps von iPhone und Android scannen, mit vielen Scanner-Apps aber nicht. Tauschen Sie die Farben (dunkel auf hell), damit jeder Scanner den Code liest.',
  'design.smallMargin':
    'Ein Rand unter 4 Modulen lässt sich womöglich nicht mit jedem Telefon scannen: Lassen Sie mindestens 4 Module Hintergrund rund um den Code.',
  'designKit.nameRequired': 'Geben Sie einen Namen für das Markenkit ein',
  'designKit.nameTooLong': 'Der Name eines Markenkits darf höchstens 80 Zeichen lang sein',
  'designKit.nameTaken':
    'Dieser Arbeitsbereich hat bereits ein Markenkit mit diesem Namen: Wählen Sie einen anderen Namen.',
  'designKit.limit':
    'Ein Arbeitsbereich kann höchstens 100 Markenkits haben: Löschen Sie zuerst eines, das Sie nicht mehr verwenden.',
  'designKit.notFound': 'Markenkit in diesem Arbeitsbereich nicht gefunden',
  'designKit.designObject': 'design muss ein JSON-Objekt mit Designfeldern sein',
  'designKit.isDefault': 'isDefault muss true oder false sein',
  'designKit.nothingToChange': 'Senden Sie einen neuen Namen, Designfelder oder isDefault',
  'designKit.unknownLogo': 'Dieses Logo ist nicht mehr verfügbar. Bitte laden Sie es erneut hoch.',
  'designKit.unknownField': 'Unbekanntes Feld',
  'designKit.designId': 'designId muss die ID eines Markenkits dieses Arbeitsbereichs sein',
  'designKit.applyCodes': 'Wählen Sie 1 bis 100 Codes dieses Arbeitsbereichs zum Umgestalten',
  'designKit.notScannable':
    'Im Design dieses Markenkits ließe sich der Code nicht scannen: Er behält sein Design. Passen Sie das Kit an (Kontrast, Logogröße) und versuchen Sie es noch einmal.',
  'designKit.paymentCode':
    'Zahlungscodes behalten ihr Design: Erstellen Sie einen neuen im Design des Markenkits.',
  'dynamic.limitReachedTitle': 'Limit für dynamische QR-Codes erreicht',
  'dynamic.limitReached':
    'Sie haben Ihr Limit von {limit, plural, one {# dynamischen QR-Code} other {# dynamischen QR-Codes}} erreicht. Upgraden Sie, um weitere zu erstellen.',
  'dynamic.savedLimitReached':
    'Sie haben Ihr Limit von {limit, plural, one {# gespeicherten QR-Code} other {# gespeicherten QR-Codes}} erreicht. Bitte upgraden Sie oder löschen Sie einen Code, um weitere zu speichern.',
  'dynamic.trialEmailRequired':
    'Bitte geben Sie Ihre E-Mail-Adresse ein, um Ihre kostenlose Testphase zu aktivieren.',
  'dynamic.trialEmailRequiredTitle': 'E-Mail-Adresse erforderlich',
  'dynamic.trialActivationFailed':
    'Die kostenlose Testphase konnte nicht aktiviert werden. Bitte versuchen Sie es noch einmal.',
  'dynamic.trialAlreadyUsed': 'Sie haben Ihre kostenlose Testphase bereits genutzt.',
  'dynamic.trialCheckEmailTitle': 'Sehen Sie in Ihren E-Mails nach',
  'dynamic.trialCheckEmail':
    'Wir haben einen Link an diese Adresse gesendet. Öffnen Sie ihn innerhalb von 24 Stunden, um Ihr Passwort festzulegen und Ihre kostenlose Testphase zu starten.',
  'dynamic.trialActivatedTitle': 'Kostenlose Testphase aktiviert!',
  'dynamic.trialActivated': '3 Tage Premium-Funktionen freigeschaltet',
  'dynamic.notFound': 'QR-Code nicht gefunden',
  'dynamic.invalidPasswordLink': 'Dieser Link ist ungültig oder abgelaufen.',
  'dynamic.passwordSet': 'Ihr Passwort ist festgelegt und Sie sind angemeldet.',
  'dynamic.trialTooMany':
    'Vorerst zu viele Anfragen für eine Testphase: Der neueste Link funktioniert. Bitte verwenden Sie ihn, oder versuchen Sie es in {wait} noch einmal.',
  'dynamicEdit.confirmTypeChange':
    'Wenn Sie den Typ ändern, wird der Inhalt dieses Codes ersetzt. Bestätigen Sie die Änderung, um fortzufahren.',
  'dynamicEdit.destinationNotLink':
    'Dieser Code zeigt Inhalte, keinen Link: Bearbeiten Sie stattdessen seinen Inhalt.',
  'dynamicEdit.contentEdited': 'Dynamischer QR-Code gespeichert',
  'firstAdmin.invalidLink':
    'Dieser Einrichtungslink funktioniert nicht: Er wurde bereits verwendet, ist abgelaufen (24 Stunden) oder wurde nie ausgestellt. Starten Sie den Server für einen neuen Link neu, oder führen Sie `npm run admin -- you@example.com` auf dem Server aus.',
  'firstAdmin.adminExists':
    'Dieser Server hat bereits einen Administrator, daher funktioniert dieser Einrichtungslink nicht mehr. Melden Sie sich an, oder führen Sie `npm run admin -- you@example.com` auf dem Server aus.',
  'firstAdmin.done': 'Sie sind jetzt der Administrator dieses Servers und sind angemeldet.',
  'generate.tooMuchData': 'Die Datenmenge ist zu groß, um in einem QR-Code gespeichert zu werden',
  'generate.generateFailed': 'Beim Erstellen Ihres QR-Codes ist ein Problem aufgetreten.',
  'generate.unknownLogo': 'Dieses Logo ist nicht mehr verfügbar. Bitte laden Sie es erneut hoch.',
  'generate.unknownField': 'Unbekanntes Feld',
  'generate.includePng': 'includePng muss true oder false sein',
  'invitation.email': 'Geben Sie die E-Mail-Adresse der eingeladenen Person ein',
  'invitation.role': 'Wählen Sie Admin, Bearbeiter oder Betrachter',
  'invitation.alreadyMember': '{email} ist bereits Mitglied dieses Arbeitsbereichs.',
  'invitation.notFound': 'Einladung nicht gefunden',
  'invitation.personal':
    'Ihr persönlicher Arbeitsbereich gehört nur Ihnen. Erstellen Sie einen Team-Arbeitsbereich und laden Sie die Personen dort ein.',
  'invitation.unknownLink':
    'Dieser Einladungslink ist nicht gültig. Bitten Sie um eine neue Einladung.',
  'invitation.expired':
    'Diese Einladung ist abgelaufen. Bitten Sie einen Admin des Arbeitsbereichs, eine neue zu senden.',
  'invitation.revoked':
    'Diese Einladung wurde zurückgezogen. Bitten Sie einen Admin des Arbeitsbereichs um eine neue.',
  'invitation.used':
    'Diese Einladung wurde bereits verwendet. Jeder Einladungslink funktioniert nur einmal.',
  'invitation.workspaceGone': 'Der Arbeitsbereich dieser Einladung existiert nicht mehr.',
  'invitation.otherAddress':
    'Diese Einladung gilt für {invited}, Sie sind aber als {signedInAs} angemeldet. Melden Sie sich als {invited} an (oder erstellen Sie ein Konto mit dieser Adresse), um sie anzunehmen.',
  'invitation.unproven':
    'Bestätigen Sie zuerst Ihre E-Mail-Adresse {invited} (öffnen Sie den Link, den wir Ihnen per E-Mail gesendet haben), und nehmen Sie dann die Einladung an.',
  'invitation.sent': 'Einladung an {email} gesendet.',
  'invitation.notSent':
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet, daher wurde keine E-Mail an {email} gesendet. Senden Sie der Person diesen Link selbst; er funktioniert einmal, nur für {email}, {days} Tage lang.',
  'invitation.tooMany':
    'Dieser Arbeitsbereich hat in kurzer Zeit viele Einladungen gesendet. Bitte warten Sie {wait} und versuchen Sie es dann noch einmal.',
  'linkControl.dateTime': 'Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein',
  'linkControl.expiryBeforeStart': 'Der Ablauf muss nach dem Beginn liegen',
  'linkControl.fallbackIsOwnLink':
    'Die Ausweich-URL kann nicht der eigene Kurzlink dieses Codes sein: Scannende würden im Kreis geleitet. Geben Sie eine andere Adresse ein.',
  'linkControl.maxScans': 'Geben Sie eine ganze Zahl von Scans zwischen 1 und 10.000.000 ein',
  'linkControl.timeOfDay': 'Verwenden Sie eine Uhrzeit im 24-Stunden-Format wie 09:30',
  'linkControl.timeZone': 'Wählen Sie eine Zeitzone aus der Liste',
  'linkControl.timeNeedsZone': 'Wählen Sie die Zeitzone, in der die Uhrzeiten und Tage gelten',
  'linkControl.country': 'Verwenden Sie Ländercodes aus zwei Buchstaben wie DE',
  'linkControl.language': 'Verwenden Sie Sprachcodes wie en oder pt-BR',
  'linkControl.emptyRule':
    'Eine Regel braucht mindestens eine Bedingung (Gerät, Land, Uhrzeit, Tag oder Sprache)',
  'linkControl.tooManyRules': 'Ein Code kann höchstens 20 Regeln haben',
  'linkControl.passwordLength': 'Das Passwort muss 4 bis 128 Zeichen lang sein',
  'linkControl.passwordPremium':
    'Passwortschutz ist eine Premium-Funktion. Upgraden Sie, um diesen Code zu schützen.',
  'linkControl.utmValue': 'UTM-Werte dürfen höchstens 200 Zeichen lang sein',
  'linkControl.presetName': 'Geben Sie der Vorlage einen Namen (höchstens 80 Zeichen)',
  'linkControl.presetNameTaken': 'Sie haben bereits eine Vorlage mit diesem Namen',
  'linkControl.presetEmpty':
    'Füllen Sie mindestens einen UTM-Wert aus, um eine Vorlage zu speichern',
  'linkControl.presetLimit':
    'Sie können höchstens 50 UTM-Vorlagen speichern. Löschen Sie eine, um eine weitere zu speichern.',
  'linkControl.presetNotFound': 'UTM-Vorlage nicht gefunden',
  'linkControl.splitSize': 'Eine Aufteilung braucht 2 bis 5 Ziele',
  'linkControl.splitWeight': 'Jede Gewichtung muss eine ganze Zahl zwischen 1 und 99 sein',
  'linkControl.splitTotal': 'Die Gewichtungen müssen zusammen genau 100 ergeben',
  'linkControl.splitDuplicate': 'Jedes Ziel der Aufteilung muss ein anderes sein',
  'linkControl.splitIsOwnLink':
    'Ein Ziel der Aufteilung kann nicht der eigene Kurzlink dieses Codes sein: Scannende würden im Kreis geleitet. Geben Sie eine andere Adresse ein.',
  'linkControl.ruleTarget':
    'Eine Regel schickt Scannende zu einem Ziel oder zur Aufteilung: Wählen Sie eines davon',
  'linkControl.ruleSplitMissing':
    'Diese Regel schickt Scannende zur Aufteilung, aber der Code hat noch keine Aufteilung',
  'noMail.link':
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet. Bitten Sie seinen Administrator um den Link.',
  'noMail.title': 'Es wurde keine E-Mail gesendet',
  'noMail.contactTitle': 'Nachricht erhalten',
  'noMail.contact':
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet, daher wurde keine E-Mail verschickt: Ihre Nachricht wartet auf dem Server, bis der Administrator sie liest.',
  'noMail.verify':
    'Ihre E-Mail-Adresse {address} ist noch nicht bestätigt. Auf diesem Server ist kein E-Mail-Versand eingerichtet. Bitten Sie seinen Administrator um den Link.',
  'noMail.adminBanner':
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet (SMTP_URL ist nicht gesetzt): Es werden keine E-Mails verschickt. Jede E-Mail wartet im Postausgang.',
  'noMail.adminBannerLink': 'Postausgang öffnen',
  'newsletter.heading': 'Tipps rund um QR-Codes',
  'newsletter.subscribing': 'Wird abonniert...',
  'newsletter.subscribed': 'Erfolgreich angemeldet!',
  'newsletter.invalidTitle': 'Ungültige E-Mail-Adresse',
  'newsletter.invalidDescription': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'newsletter.failedTitle': 'Anmeldung fehlgeschlagen',
  'newsletter.failedDescription':
    'Bitte versuchen Sie es später noch einmal oder wenden Sie sich an den Support.',
  'newsletter.welcomeTitle': 'Willkommen im Rudel!',
  'newsletter.welcomeDescription':
    'Sie erhalten jede Woche Shark Tips über QR-Codes und Marketingstrategien.',
  'newsletter.checkInbox':
    'Sehen Sie in Ihrem Posteingang nach: Folgen Sie dem zugesandten Link, um Ihr Abonnement zu bestätigen.',
  'newsletter.tooMany': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {wait} noch einmal.',
  'newsletter.confirmInvalid':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich über die Fußzeile erneut an.',
  'newsletter.unsubscribeInvalid': 'Dieser Abbestell-Link ist ungültig.',
  'newsletter.missingTitle': 'Angaben fehlen',
  'newsletter.missingDescription': 'Bitte geben Sie Betreff und Inhalt des Newsletters an.',
  'newsletter.sendFailed':
    'Der Newsletter konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
  'organise.folderName': 'Geben Sie dem Ordner einen Namen mit 1 bis 60 Zeichen.',
  'organise.folderTaken': 'Dieser Arbeitsbereich hat bereits einen Ordner mit diesem Namen.',
  'organise.folderNotFound': 'Diesen Ordner gibt es in diesem Arbeitsbereich nicht.',
  'organise.tagName': 'Geben Sie dem Tag einen Namen mit 1 bis 40 Zeichen.',
  'organise.tagTaken': 'Dieser Arbeitsbereich hat bereits einen Tag mit diesem Namen.',
  'organise.tagNotFound': 'Diesen Tag gibt es in diesem Arbeitsbereich nicht.',
  'organise.tagColour':
    'Wählen Sie eine Farbe: Grau, Rot, Orange, Gelb, Grün, Blaugrün, Blau, Lila, Rosa.',
  'organise.tooManyTags': 'Ein Code kann höchstens 20 Tags haben.',
  'organise.dynamicOnly': 'Nur dynamische Codes haben Ordner und Tags.',
  'organise.codeIds': 'Geben Sie 1 bis 500 Codes per ID an.',
  'organise.codesNotFound':
    'Einige dieser Codes gibt es in diesem Arbeitsbereich nicht; es wurde nichts geändert.',
  'organise.badFilter': 'Dieser Filter ist nicht gültig.',
  'organise.dateFilter': 'Geben Sie Daten im Format JJJJ-MM-TT oder als ISO-Zeitstempel an.',
  'organise.scansFilter': 'Scan-Zahlen sind ganze Zahlen ab 0.',
  'organise.searchLength': 'Ein Suchbegriff hat 1 bis 100 Zeichen.',
  'payment.productIdMissing': 'Die Produkt-ID fehlt',
  'payment.productNotFound': 'Produkt nicht gefunden',
  'payment.amountMismatch': 'Der Betrag entspricht nicht dem Preis dieses Produkts',
  'payment.paymentsOff':
    'Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',
  'payment.sellerNotReady':
    'Dieser Verkäufer kann gerade keine Zahlungen annehmen. Bitte versuchen Sie es später noch einmal.',
  'payment.paymentFailedTitle': 'Zahlung fehlgeschlagen',
  'payment.paymentFailedDefault': 'Bei Ihrer Zahlung ist ein Fehler aufgetreten',
  'payment.paymentProcessingTitle': 'Zahlung wird verarbeitet',
  'payment.paymentProcessing': 'Ihre Zahlung wird verarbeitet',
  'payment.paymentErrorTitle': 'Zahlungsfehler',
  'payment.paymentError': 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten',
  'payment.setupErrorDefault': 'Die Zahlung konnte nicht vorbereitet werden',
  'payment.succeeded': 'Zahlung erfolgreich!',
  'payment.paymentCodesOff':
    'Zahlungscodes sind nicht verfügbar: Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',
  'payment.connectRequired':
    'Verbinden Sie Ihr Stripe-Konto in den Kontoeinstellungen, bevor Sie einen Zahlungscode erstellen, damit Käufer direkt an Sie zahlen.',
  'payment.alreadySubscribed':
    'Sie haben bereits Premium. Verwenden Sie „Abonnement verwalten“, um es zu ändern.',
  'payment.noCustomer': 'Es gibt noch kein Abonnement zu verwalten.',
  'payment.priceMissing': 'Der Premium-Tarif ist auf diesem Server nicht erhältlich.',
  'publicApi.kindRequired': 'kind muss dynamic oder saved sein',
  'publicApi.contentObject': 'content muss ein JSON-Objekt mit den Feldern des Typs sein',
  'publicApi.designObject': 'design muss ein JSON-Objekt mit Designfeldern sein',
  'publicApi.designFixed':
    'Das Design eines Codes steht fest, sobald er erstellt ist: Erstellen Sie für ein neues Design einen neuen Code (sein Kurzlink kann auf jedes Ziel zeigen).',
  'publicApi.savedContentFixed':
    'Der Inhalt eines gespeicherten (statischen) Codes steckt in seinem gedruckten Muster und kann sich nicht ändern: Erstellen Sie einen neuen Code, oder verwenden Sie einen dynamischen Code.',
  'publicApi.destinationNotDynamic':
    'Nur dynamische Codes haben ein Ziel, das sich ändern lässt: Ein gespeicherter (statischer) Code enthält seinen Inhalt direkt.',
  'publicApi.bulkEmpty': 'items muss mindestens einen Code enthalten',
  'publicApi.bulkItemObject':
    'Jedes Element muss ein JSON-Objekt sein: ein Code, wie ihn POST /api/v1/codes annimmt.',
  'publicApi.bulkTooMany':
    'Eine Massenanfrage erstellt höchstens {max, number} Codes; diese enthält {count, number}. Senden Sie sie in mehreren Anfragen.',
  'publicApi.idempotencyKey':
    'Idempotency-Key muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen (eine UUID ist eine gute Wahl).',
  'publicApi.idempotencyReused':
    'Dieser Idempotency-Key wurde mit einer anderen Anfrage verwendet. Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
  'publicApi.idempotencyInProgress':
    'Eine Anfrage mit diesem Idempotency-Key wird noch verarbeitet. Wiederholen Sie sie, wenn sie abgeschlossen ist.',
  'qrContent.urlRequired': 'URL ist erforderlich',
  'qrContent.urlInvalid': 'Bitte geben Sie eine gültige URL ein',
  'qrContent.urlProtocol': 'Die URL muss das Protokoll http oder https verwenden',
  'qrContent.firstNameRequired': 'Vorname ist erforderlich',
  'qrContent.phoneRequired': 'Telefonnummer ist erforderlich',
  'qrContent.phoneInvalid': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'qrContent.phoneCharacters':
    'Verwenden Sie nur Ziffern, optional mit + und der Ländervorwahl (z. B. +1 555 010 0100)',
  'qrContent.phoneLength': 'Eine Telefonnummer hat 3 bis 15 Ziffern',
  'qrContent.emailRequired': 'E-Mail-Adresse ist erforderlich',
  'qrContent.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'qrContent.imageUrlInvalid': 'Bitte geben Sie eine gültige Bild-URL ein',
  'qrContent.productNameRequired': 'Produktname ist erforderlich',
  'qrContent.priceInvalid': 'Der Preis muss größer als 0 sein',
  'qrContent.priceDecimals': 'Der Preis darf höchstens 2 Nachkommastellen haben',
  'qrContent.priceTooHigh': 'Der Preis darf 999.999,99 nicht überschreiten',
  'qrContent.productDescriptionRequired': 'Produktbeschreibung ist erforderlich',
  'qrContent.titleRequired': 'Titel ist erforderlich',
  'qrContent.pdfFileRequired': 'Bitte wählen Sie eine PDF-Datei aus',
  'qrContent.imageFileRequired': 'Bitte wählen Sie eine Bilddatei aus',
  'qrContent.imagesTooMany':
    'Eine Galerie enthält höchstens 20 Bilder. Entfernen Sie einige, um fortzufahren.',
  'qrContent.staticImagesOne':
    'Ein statischer Code zeigt ein einziges Bild. Behalten Sie eines, oder schalten Sie für eine Galerie das Scan-Tracking (dynamisch) ein.',
  'qrContent.platformRequired': 'Plattform ist erforderlich',
  'qrContent.platformInvalid': 'Bitte wählen Sie eine Plattform aus der Liste',
  'qrContent.businessNameRequired': 'Firmenname ist erforderlich',
  'qrContent.addressRequired': 'Adresse ist erforderlich',
  'qrContent.latitudeInvalid': 'Der Breitengrad muss zwischen -90 und 90 liegen',
  'qrContent.longitudeInvalid': 'Der Längengrad muss zwischen -180 und 180 liegen',
  'qrContent.coordinatesIncomplete':
    'Geben Sie Breiten- und Längengrad ein, oder keines von beiden',
  'qrContent.eventTitleRequired': 'Titel des Termins ist erforderlich',
  'qrContent.startDateRequired': 'Startdatum ist erforderlich',
  'qrContent.dateInvalid': 'Bitte geben Sie ein gültiges Datum und eine gültige Uhrzeit ein',
  'qrContent.endBeforeStart': 'Das Enddatum muss nach dem Startdatum liegen',
  'qrContent.locationRequired': 'Ort ist erforderlich',
  'qrContent.timeZoneInvalid': 'Bitte wählen Sie eine Zeitzone aus der Liste',
  'qrContent.appNameRequired': 'App-Name ist erforderlich',
  'qrContent.appCategoryInvalid': 'Bitte wählen Sie eine Kategorie aus der Liste',
  'qrContent.textRequired': 'Textinhalt ist erforderlich',
  'qrContent.textTooLong': 'Der Textinhalt darf 2953 Zeichen nicht überschreiten',
  'qrContent.bitcoinAddressRequired': 'Bitcoin-Adresse ist erforderlich',
  'qrContent.bitcoinAddressInvalid': 'Bitte geben Sie eine gültige Bitcoin-Adresse ein',
  'qrContent.amountInvalid': 'Bitte geben Sie einen gültigen Betrag ein',
  'qrContent.amountPositive': 'Der Betrag muss größer als 0 sein',
  'qrContent.amountTooHigh': 'Der Betrag darf 21.000.000 BTC nicht überschreiten',
  'qrContent.amountDecimals': 'Der Betrag darf höchstens 8 Nachkommastellen haben',
  'qrContent.ssidRequired': 'Netzwerkname ist erforderlich',
  'qrContent.ssidTooLong': 'Der Netzwerkname darf 32 Byte nicht überschreiten',
  'qrContent.wifiPasswordRequired': 'Für ein gesichertes Netzwerk ist ein Passwort erforderlich',
  'qrContent.wpaPasswordLength':
    'Das WPA-Passwort muss 8 bis 63 Zeichen oder 64 Hexadezimalziffern lang sein',
  'qrContent.encryptionInvalid': 'Bitte wählen Sie eine Verschlüsselung',
  'qrContent.uploadIdInvalid': 'Ungültige Upload-ID',
  'qrContent.unknownType': 'Unbekannter QR-Typ',
  'qrContent.tooLong': 'Darf höchstens {max} Zeichen lang sein',
  'savedView.name': 'Geben Sie der Ansicht einen Namen mit 1 bis 60 Zeichen.',
  'savedView.taken': 'Sie haben bereits eine Ansicht mit diesem Namen.',
  'savedView.notFound': 'Diese gespeicherte Ansicht gibt es nicht.',
  'savedView.search': 'Suche und Filter dieser Ansicht sind nicht gültig.',
  'savedView.empty':
    'Suchen oder filtern Sie die Liste zuerst: Eine Ansicht speichert ihre Suche, Filter und Sortierung.',
  'savedView.tooMany':
    'Sie können in einem Arbeitsbereich höchstens 50 gespeicherte Ansichten haben. Löschen Sie zuerst eine.',
  'webhook.url': 'Geben Sie eine https://-URL ein (höchstens 2.048 Zeichen)',
  'webhook.https': 'Webhook-URLs müssen mit https:// beginnen',
  'webhook.refused': 'Diese Adresse kann keine Webhooks empfangen',
  'webhook.limit':
    'Sie können höchstens 5 Webhook-Endpunkte haben. Löschen Sie einen, um einen weiteren hinzuzufügen.',
  'webhook.notFound': 'Webhook-Endpunkt nicht gefunden',
  'webhook.busy':
    'Eine Zustellung an diesen Endpunkt läuft gerade. Versuchen Sie es in ein paar Sekunden noch einmal.',
  'whiteLabel.fetchFailed': 'Die Kunden konnten nicht abgerufen werden',
  'whiteLabel.createFailed': 'Der Kunde konnte nicht angelegt werden',
  'whiteLabel.updateFailed': 'Der Kunde konnte nicht aktualisiert werden',
  'whiteLabel.deleteFailed': 'Der Kunde konnte nicht gelöscht werden',
  'whiteLabel.created': 'Kunde erfolgreich angelegt',
  'whiteLabel.updated': 'Kunde erfolgreich aktualisiert',
  'whiteLabel.deleted': 'Kunde erfolgreich gelöscht',
  'whiteLabel.copiedTitle': 'Kopiert!',
  'whiteLabel.copiedDescription': 'API-Schlüssel in die Zwischenablage kopiert',
  'whiteLabel.configFailed': 'Die White-Label-Konfiguration konnte nicht abgerufen werden',
  'whiteLabel.nameRequired': 'Der Name ist erforderlich',
  'whiteLabel.nameTooLong': 'Der Name darf höchstens 255 Zeichen lang sein',
  'whiteLabel.domainInvalid':
    'Geben Sie einen Hostnamen wie qr.example.com ein (ohne Schema, Pfad oder IP-Adresse)',
  'whiteLabel.domainOwnHost':
    'Das ist unser eigener Hostname; geben Sie die Domain Ihres Kunden ein',
  'whiteLabel.domainTaken': 'Diese Domain wird bereits von einem anderen Kunden verwendet',
  'whiteLabel.subdomainInvalid':
    'Verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 100)',
  'whiteLabel.subdomainReserved': 'Diese Subdomain ist reserviert',
  'whiteLabel.subdomainTaken': 'Diese Subdomain wird bereits von einem anderen Kunden verwendet',
  'whiteLabel.colorInvalid': 'Verwenden Sie eine Farbe wie #3B82F6',
  'whiteLabel.imageInvalid':
    'Laden Sie ein Bild hoch; Links auf andere Websites werden nicht akzeptiert',
  'whiteLabel.cssTooLarge': 'Eigenes CSS darf höchstens 20 KB groß sein',
  'whiteLabel.defaultClientProtected': 'Der Standardkunde kann nicht gelöscht werden',
  'whiteLabel.clientInUse':
    'Dieser Kunde hat noch Nutzer oder Codes und kann daher nicht gelöscht werden; deaktivieren Sie ihn stattdessen',
  'whiteLabel.subdomainNeedsBaseDomain':
    'Subdomains benötigen BASE_DOMAIN, das auf diesem Server nicht gesetzt ist. Setzen Sie BASE_DOMAIN auf den Host, unter dem die Subdomains der Kunden liegen (zum Beispiel BASE_DOMAIN=qr.example.com, mit einem Wildcard-DNS-Eintrag *.qr.example.com, der auf diesen Server zeigt), und starten Sie den Server neu; lassen Sie Subdomain bis dahin leer.',
  'whiteLabel.localPublicUrl':
    'PUBLIC_URL ist {publicUrl} und damit nur von diesem Rechner aus erreichbar: DNS-Einträge, die darauf zeigen, können für niemanden sonst funktionieren. Setzen Sie PUBLIC_URL auf die Adresse, unter der dieser Server erreichbar ist (zum Beispiel https://qr.example.com), und starten Sie den Server neu.',
  'workspace.name': 'Geben Sie dem Arbeitsbereich einen Namen (1 bis 100 Zeichen)',
  'workspace.notFound':
    'Arbeitsbereich nicht gefunden. Er wurde möglicherweise gelöscht, oder Sie sind kein Mitglied.',
  'workspace.badHeader':
    'X-Workspace-Id muss die ID eines Arbeitsbereichs sein (eine positive ganze Zahl).',
  'workspace.needsRole':
    'Das können nur Mitglieder des Arbeitsbereichs mit der Rolle {role, select, owner {Inhaber} admin {Admin} editor {Bearbeiter} viewer {Betrachter} other {{role}}} oder höher.',
  'workspace.limit': 'Sie können höchstens 50 Arbeitsbereiche erstellen.',
  'workspace.personal':
    'Ihr persönlicher Arbeitsbereich kann nicht gelöscht werden; löschen Sie stattdessen Ihr Konto.',
  'workspace.subscribed':
    'Dieser Arbeitsbereich hat ein Premium-Abonnement. Kündigen Sie es zuerst (Tarif → Abonnement verwalten); sobald es beendet ist, können Sie den Arbeitsbereich löschen.',
  'workspace.confirmName': 'Geben Sie den Namen des Arbeitsbereichs genau ein, um ihn zu löschen.',
  'workspace.lastOwner':
    'Ein Arbeitsbereich braucht mindestens einen Inhaber. Machen Sie zuerst ein anderes Mitglied zum Inhaber.',
  'workspace.memberNotFound': 'Mitglied nicht gefunden',
  'workspace.ownersOnly': 'Nur ein Inhaber kann einen Inhaber ändern oder entfernen.',
};
