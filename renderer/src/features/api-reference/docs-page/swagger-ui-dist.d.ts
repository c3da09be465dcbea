// swagger-ui-dist ships no types: the little of its bundle's API that the reference page uses.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  interface SwaggerRequest {
    url: string
    headers: Record<string, string>
    /** True for the request that loads the OpenAPI document itself. */
    loadSpec?: boolean
  }
  interface SwaggerUIOptions {
    url: string
    domNode: HTMLElement
    presets: unknown[]
    layout: string
    deepLinking: boolean
    validatorUrl: string | null
    queryConfigEnabled: boolean
    tryItOutEnabled: boolean
    displayRequestDuration: boolean
    docExpansion: 'list' | 'full' | 'none'
    defaultModelsExpandDepth: number
    syntaxHighlight: { activated: boolean }
    requestInterceptor: (request: SwaggerRequest) => SwaggerRequest
  }
  interface SwaggerUIBundle {
    (options: SwaggerUIOptions): unknown
    presets: { apis: unknown }
  }
  const SwaggerUIBundle: SwaggerUIBundle
  export default SwaggerUIBundle
}
