// react-signature-canvas 1.0.7 ships CommonJS without types. Its default export is read as
// unknown and narrowed in SignaturePad.tsx to exactly what the pad uses.
declare module 'react-signature-canvas' {
  const SignatureCanvasModule: unknown;
  export default SignatureCanvasModule;
}
