// swagger-ui-dist ships no types: the one call the reference makes.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    domNode: HTMLElement;
    url: string;
    validatorUrl: string | null;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
    defaultModelsExpandDepth?: number;
    withCredentials?: boolean;
  }
  const SwaggerUIBundle: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUIBundle;
}
