import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json, and a
 * browsable page at /api/docs. Registered before the routes so it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, apiPrefix: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Groupe Afrique de l'Ouest — API",
        description:
          "API publique (contenus, contact, newsletter) et API du back office (jeton Bearer obtenu par POST /auth/connexion).",
        version: "1.0.0",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    // Only the REST API belongs in the document, not the web app's catch-all.
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(apiPrefix)) {
      route.schema = { ...route.schema, hide: true };
    }
  });
}
