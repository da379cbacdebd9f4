// The words of the boot error screen (src/app/boot-error.tsx) in every portal language. The screen
// shows before any bundle loads (portal.config.json broken, backend unreachable), so its texts live
// here rather than in the bundles. `{name}` placeholders are filled by `fillBootText`.
import type { Language } from './languages';

export type BootTextKey =
  | 'heading'
  | 'retry'
  | 'missing'
  | 'network'
  | 'notJson'
  | 'invalid'
  | 'unreachable'
  | 'failed'
  | 'unknownKey'
  | 'didYouMean'
  | 'required'
  | 'type'
  | 'format'
  | 'enum'
  | 'other';

type Texts = Readonly<Record<BootTextKey, string>>;

const en: Texts = {
  heading: 'The portal cannot start',
  retry: 'Try again',
  missing: '{file} is missing (HTTP {status})',
  network: '{file} could not be loaded (network error)',
  notJson: '{file} is not valid JSON',
  invalid: '{file} is invalid',
  unreachable: 'The backend could not be reached ({status}). Check your connection and try again.',
  failed: 'Something went wrong while starting the portal.',
  unknownKey: 'unknown key "{key}"',
  didYouMean: 'did you mean "{name}"?',
  required: 'the required key "{name}" is missing',
  type: 'must be of type {type}',
  format: 'has an invalid format',
  enum: 'must be one of: {values}',
  other: 'does not satisfy "{keyword}"',
};

export const bootErrorTexts: Readonly<Record<Language, Texts>> = {
  en,
  en_GB: en,
  cs: {
    heading: 'Portál nelze spustit',
    retry: 'Zkusit znovu',
    missing: '{file} chybí (HTTP {status})',
    network: '{file} se nepodařilo načíst (chyba sítě)',
    notJson: '{file} není platný JSON',
    invalid: '{file} není platný',
    unreachable: 'Server se nepodařilo zastihnout ({status}). Zkontrolujte připojení a zkuste to znovu.',
    failed: 'Při spouštění portálu se něco pokazilo.',
    unknownKey: 'neznámý klíč „{key}“',
    didYouMean: 'mysleli jste „{name}“?',
    required: 'chybí povinný klíč „{name}“',
    type: 'musí být typu {type}',
    format: 'má neplatný formát',
    enum: 'musí být jedna z hodnot: {values}',
    other: 'nesplňuje „{keyword}“',
  },
  sk: {
    heading: 'Portál nie je možné spustiť',
    retry: 'Skúsiť znova',
    missing: '{file} chýba (HTTP {status})',
    network: '{file} sa nepodarilo načítať (chyba siete)',
    notJson: '{file} nie je platný JSON',
    invalid: '{file} nie je platný',
    unreachable: 'Server sa nepodarilo zastihnúť ({status}). Skontrolujte pripojenie a skúste to znova.',
    failed: 'Pri spúšťaní portálu sa niečo pokazilo.',
    unknownKey: 'neznámy kľúč „{key}“',
    didYouMean: 'mysleli ste „{name}“?',
    required: 'chýba povinný kľúč „{name}“',
    type: 'musí byť typu {type}',
    format: 'má neplatný formát',
    enum: 'musí byť jedna z hodnôt: {values}',
    other: 'nespĺňa „{keyword}“',
  },
  pl: {
    heading: 'Nie można uruchomić portalu',
    retry: 'Spróbuj ponownie',
    missing: 'Brak pliku {file} (HTTP {status})',
    network: 'Nie udało się wczytać pliku {file} (błąd sieci)',
    notJson: '{file} nie jest poprawnym plikiem JSON',
    invalid: '{file} zawiera błędy',
    unreachable: 'Nie udało się połączyć z serwerem ({status}). Sprawdź połączenie i spróbuj ponownie.',
    failed: 'Podczas uruchamiania portalu coś poszło nie tak.',
    unknownKey: 'nieznany klucz „{key}”',
    didYouMean: 'czy chodziło o „{name}”?',
    required: 'brak wymaganego klucza „{name}”',
    type: 'musi być typu {type}',
    format: 'ma nieprawidłowy format',
    enum: 'musi być jedną z wartości: {values}',
    other: 'nie spełnia warunku „{keyword}”',
  },
  bg: {
    heading: 'Порталът не може да стартира',
    retry: 'Опитайте отново',
    missing: '{file} липсва (HTTP {status})',
    network: '{file} не може да бъде зареден (мрежова грешка)',
    notJson: '{file} не е валиден JSON',
    invalid: '{file} е невалиден',
    unreachable: 'Сървърът не може да бъде достигнат ({status}). Проверете връзката си и опитайте отново.',
    failed: 'Нещо се обърка при стартирането на портала.',
    unknownKey: 'непознат ключ „{key}“',
    didYouMean: 'имахте предвид „{name}“?',
    required: 'липсва задължителният ключ „{name}“',
    type: 'трябва да е от тип {type}',
    format: 'има невалиден формат',
    enum: 'трябва да е една от стойностите: {values}',
    other: 'не отговаря на „{keyword}“',
  },
  ro: {
    heading: 'Portalul nu poate porni',
    retry: 'Încercați din nou',
    missing: '{file} lipsește (HTTP {status})',
    network: '{file} nu a putut fi încărcat (eroare de rețea)',
    notJson: '{file} nu este un JSON valid',
    invalid: '{file} nu este valid',
    unreachable: 'Serverul nu a putut fi contactat ({status}). Verificați conexiunea și încercați din nou.',
    failed: 'Ceva nu a funcționat la pornirea portalului.',
    unknownKey: 'cheie necunoscută „{key}”',
    didYouMean: 'ați vrut să scrieți „{name}”?',
    required: 'lipsește cheia obligatorie „{name}”',
    type: 'trebuie să fie de tipul {type}',
    format: 'are un format nevalid',
    enum: 'trebuie să fie una dintre valorile: {values}',
    other: 'nu respectă „{keyword}”',
  },
  fr: {
    heading: 'Le portail ne peut pas démarrer',
    retry: 'Réessayer',
    missing: '{file} est introuvable (HTTP {status})',
    network: '{file} n’a pas pu être chargé (erreur réseau)',
    notJson: '{file} n’est pas un JSON valide',
    invalid: '{file} n’est pas valide',
    unreachable: 'Le serveur est injoignable ({status}). Vérifiez votre connexion et réessayez.',
    failed: 'Un problème est survenu au démarrage du portail.',
    unknownKey: 'clé inconnue « {key} »',
    didYouMean: 'vouliez-vous dire « {name} » ?',
    required: 'la clé obligatoire « {name} » est absente',
    type: 'doit être de type {type}',
    format: 'a un format non valide',
    enum: 'doit être l’une des valeurs : {values}',
    other: 'ne respecte pas « {keyword} »',
  },
};

/** The text of `key` in `language` with its `{name}` placeholders filled (an unknown one stays as written). */
export function fillBootText(language: Language, key: BootTextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return bootErrorTexts[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
