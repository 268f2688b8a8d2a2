// The vcf package (dev dependency, tests only) ships no types: the part the tests use.
declare module 'vcf' {
  interface VCardProperty {
    valueOf(): string;
  }
  export default class VCard {
    version: string;
    parse(text: string): VCard;
    get(name: string): VCardProperty | VCardProperty[] | undefined;
  }
}
