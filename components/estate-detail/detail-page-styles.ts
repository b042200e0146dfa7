// Every stylesheet an estate or rental detail page draws with, imported once by the three detail routes
// before anything else, so the bundler sees one set of files used by one set of routes and can send them
// as few render-blocking files (each one is a request a phone waits for before its first paint). The
// components keep their own imports, which then add nothing. docs/performance.md, "Lighthouse".
import '@/components/seo/breadcrumbs.css';
import './detail.css';
import './gallery.css';
import './media.css';
import './facts.css';
import './field-groups.css';
import './legal-information.css';
import './cost-to-buy.css';
import './extra.css';
import './contact-bar.css';
import './print.css';
import '@/components/rental-units/rental.css';
import '@/components/rental-units/availability.css';
