import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every path of SPEC.md §2 is declared here, once.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("qui-sommes-nous", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  route("admin/connexion", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("utilisateurs", "routes/admin/users-list.tsx"),
    route("utilisateurs/creer", "routes/admin/user-create.tsx"),
    route("utilisateurs/modifier/:id", "routes/admin/user-edit.tsx"),
  ]),
] satisfies RouteConfig;
