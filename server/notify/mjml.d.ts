// mjml 5 ships no types: the one call used here (it resolves since mjml 5).
declare module 'mjml' {
  interface MjmlResult { html: string; errors: { message: string; formattedMessage: string }[] }
  export default function mjml2html(input: string, options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean }): Promise<MjmlResult>;
}
