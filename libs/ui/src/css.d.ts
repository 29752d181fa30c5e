/** A stylesheet, imported as its text (webpack's asset/source; a stub under Jest). */
declare module '*.css' {
  const text: string;
  export default text;
}
