// pdfmake 0.3 ships no types (@types/pdfmake describes 0.2): the little of its server API we use.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  const pdfmake: {
    setFonts(fonts: Record<string, Record<string, string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: object, options?: object): OutputDocument;
  };
  export default pdfmake;
}
