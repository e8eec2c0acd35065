// A .glsl file imported as its text (`?raw`): Vite and Vitest load it so; build.mjs inlines it into dist/.
declare module '*.glsl?raw' {
  const text: string;
  export default text;
}
