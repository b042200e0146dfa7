# The edge in front of the agency website (docs/edge.md): Varnish 7.1 with varnish-modules.
#
# It keeps what the app marks shareable, for as long as the app says (Cache-Control s-maxage), serves a
# stale copy while it refreshes it (stale-while-revalidate) or while the app fails (stale-if-error),
# forgets every page of a site or of one listing when the app purges a key (xkey), and answers a
# localised 503 page when the app is down and there is no copy to give.
#
# The deployment's own parts (the app instances, who may purge, who terminates TLS) are in site.vcl,
# found through `-p vcl_path=`.

vcl 4.1;

import std;
import xkey;
import directors;
# varnish-modules: `header` removes the app's internal headers by name pattern, `var` keeps a fact for
# the rest of one request or one backend fetch without sending it anywhere.
import header;
import var;

include "site.vcl";

######################################################################
# Client side

sub vcl_recv {
	# The deployment's hook comes first, so it can send a host to another backend.
	set req.backend_hint = app.backend();
	call site_recv;

	if (req.restarts == 0) {
		call edge_trust;
		call edge_well_formed;
	}

	if (req.method == "PURGE") {
		call edge_purge;
	}

	# The app's API and the demo back office: every method they serve, never from the cache.
	if (req.url ~ "^/(api|demo-api)(/|\?|$)") {
		if (req.method !~ "^(GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH)$") {
			return (synth(405));
		}
		return (pass);
	}
	if (req.method != "GET" && req.method != "HEAD" && req.method != "POST") {
		return (synth(405));
	}
	if (req.method == "POST" || req.http.Authorization || req.url ~ "^/(healthz|readyz)(\?|$)") {
		return (pass);
	}

	if (req.http.X-Edge-Refresh) {
		# Only a fresh copy counts as a hit now: the kept one waits as the fallback (vcl_hit).
		set req.grace = 0s;
	} else {
		# No limit of our own (req.grace outlives a restart): the object's grace, the larger of the
		# app's stale-while-revalidate and stale-if-error, decides.
		set req.grace = 3650d;
	}
	# GET and HEAD are looked up even with a Cookie (the consent cookie, a favourites list), where the
	# builtin vcl_recv would pass them: a page is the same for everyone unless the app says otherwise
	# (private, Set-Cookie, Vary). The Cookie still goes to the app on a miss.
	return (hash);
}

# Headers a visitor cannot be trusted to set, made what this edge knows.
sub edge_trust {
	# Markers this VCL sets on itself across a restart.
	unset req.http.X-Edge-Refresh;
	unset req.http.X-Edge-Stale;
	# The app takes the host from Host only; behind this edge it never believes X-Forwarded-Host.
	unset req.http.X-Forwarded-Host;
	# https only when a TLS terminator says so; a visitor cannot claim it. The terminator is the peer
	# of this connection (remote.ip): behind the PROXY protocol, client.ip is the visitor. (Varnish has
	# already appended client.ip to X-Forwarded-For, keeping what came before it: the app's
	# TRUSTED_PROXY_HOPS=1 takes that last entry.)
	if (remote.ip ~ tls_terminators && req.http.X-Forwarded-Proto ~ "^(?i)https?$") {
		set req.http.X-Forwarded-Proto = std.tolower(req.http.X-Forwarded-Proto);
	} else {
		set req.http.X-Forwarded-Proto = "http";
	}
}

# Requests no page takes: 400 before anything reaches the app or the cache.
sub edge_well_formed {
	# absolute-form (`GET http://host/path`): the host in the URL is the one asked for.
	if (req.url ~ "^(?i)https?://") {
		set req.http.Host = regsub(req.url, "^(?i)https?://([^/?#]*).*$", "\1");
		set req.url = regsub(req.url, "^(?i)https?://[^/?#]*", "");
		if (req.url !~ "^/") {
			set req.url = "/" + req.url;
		}
	}
	if (req.url !~ "^/") {
		return (synth(400));
	}
	if (!req.http.Host) {
		return (synth(400));
	}
	# One site whatever the spelling: `Localhost.:8080` is `localhost:8080`. The app gets the same Host
	# the cache entry was made for.
	set req.http.Host = std.tolower(regsub(req.http.Host, "\.(:[0-9]+)?$", "\1"));
	if (req.http.Host !~ "^([a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(:[0-9]{1,5})?$") {
		return (synth(400));
	}
	# A page request has no body.
	if ((req.method == "GET" || req.method == "HEAD") &&
	    (req.http.Transfer-Encoding || (req.http.Content-Length && req.http.Content-Length != "0"))) {
		return (synth(400));
	}
}

# PURGE with `xkey-purge: key1 key2`: forgets every object the app tagged with any of the keys.
sub edge_purge {
	if (client.ip !~ purgers) {
		return (synth(403));
	}
	# A purger that also relays visitors (a proxy on the same host) passes their PURGE with the
	# visitor's address in X-Forwarded-For: only a purger's own request may purge.
	if (req.http.X-Forwarded-For ~ ",") {
		return (synth(403));
	}
	if (req.http.xkey-purge !~ "[^ ,]") {
		return (synth(400));
	}
	var.set("purged", "" + xkey.purge(req.http.xkey-purge));
	return (synth(200));
}

sub vcl_hash {
	# Host as normalised above, the URL, and the scheme as this edge set it; Varnish adds the app's Vary.
	hash_data(req.http.Host);
	hash_data(req.url);
	hash_data(req.http.X-Forwarded-Proto);
	return (lookup);
}

sub vcl_hit {
	if (obj.ttl >= 0s) {
		return (deliver);
	}
	# Stale, but within the app's stale-while-revalidate: deliver now, Varnish refreshes it in the
	# background (a refresh that fails keeps this copy: vcl_backend_response, vcl_backend_error).
	if (obj.ttl + std.duration(regsub(obj.http.Cache-Control,
	    "^.*(?i)stale-while-revalidate=([0-9]+).*$", "\1s"), 0s) > 0s) {
		return (deliver);
	}
	# Past that, it is only kept for stale-if-error: the app was asked once more just now and failed.
	if (req.http.X-Edge-Stale) {
		return (deliver);
	}
	# Ask the app first, with only fresh copies counting as hits; if it fails, vcl_synth comes back
	# here with X-Edge-Stale.
	set req.http.X-Edge-Refresh = "1";
	return (restart);
}

sub vcl_miss {
	# A refresh (vcl_hit) that queued behind another visitor's refresh of this page comes here when
	# that one failed: it gets the kept copy too, instead of trying again and queueing the next one
	# behind its own timeout.
	if (req.http.X-Edge-Refresh && now - req.time > 1s) {
		unset req.http.X-Edge-Refresh;
		set req.http.X-Edge-Stale = "1";
		return (restart);
	}
	var.set("cache", "miss");
	if (req.is_hitmiss) {
		# The app said this answer is not to be kept (private, Set-Cookie, …).
		var.set("cache", "pass");
	}
}

sub vcl_pass {
	var.set("cache", "pass");
}

sub vcl_deliver {
	# A canonical redirect that a page renders once for all its queries (a short or outdated detail URL,
	# a CMS page's own address) names no query: carry the visitor's on, or a campaign link loses its utm_*.
	if ((resp.status == 301 || resp.status == 308) && (req.method == "GET" || req.method == "HEAD") && req.url ~ "\?." && resp.http.Location && resp.http.Location !~ "[?#]") {
		set resp.http.Location = resp.http.Location + regsub(req.url, "^[^?]*", "");
	}
	if (obj.hits > 0) {
		set resp.http.x-cache = "hit";
	} else {
		set resp.http.x-cache = var.get("cache");
	}
	call edge_private_headers;
}

# What only this edge, the app or a CDN should read: keys, the framework's internals, software names.
sub edge_private_headers {
	unset resp.http.xkey;
	unset resp.http.Surrogate-Key;
	unset resp.http.Via;
	unset resp.http.X-Varnish;
	unset resp.http.Server;
	unset resp.http.X-Powered-By;
	# x-nextjs-cache, x-nextjs-prerender, x-middleware-rewrite, …: whatever Next adds next. `header`
	# can rewrite a line, not drop it, so each becomes one throw-away header that is then unset.
	header.regsub(resp, "^(?i)x-(nextjs|middleware)-[^:]*:.*$", "X-Edge-Drop: 1");
	unset resp.http.X-Edge-Drop;
}

sub vcl_synth {
	# The app failed to refresh a copy kept for stale-if-error (vcl_hit): deliver that copy instead.
	if (resp.status == 503 && req.http.X-Edge-Refresh) {
		unset req.http.X-Edge-Refresh;
		set req.http.X-Edge-Stale = "1";
		return (restart);
	}

	set resp.http.x-cache = "synth";
	if (resp.status == 405) {
		if (req.url ~ "^/(api|demo-api)(/|\?|$)") {
			set resp.http.Allow = "GET, HEAD, POST, PUT, DELETE, OPTIONS, PATCH";
		} else {
			set resp.http.Allow = "GET, HEAD, POST";
		}
	}
	if (req.method == "PURGE" && resp.status == 200) {
		set resp.http.purged = var.get("purged");
	}
	set resp.http.Cache-Control = "no-store";
	set resp.http.Content-Type = "text/plain; charset=utf-8";
	set resp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
	set resp.http.X-Content-Type-Options = "nosniff";
	set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
	unset resp.http.Retry-After;
	call edge_private_headers;
	set resp.body = "" + resp.status + " " + resp.reason + {"
"};
	return (deliver);
}

######################################################################
# Backend side

sub vcl_backend_fetch {
	# For every backend, site.vcl's and any a deployment routes to: a page that has not started within
	# 3 s is better served from a kept copy or as the 503 page.
	set bereq.connect_timeout = 1s;
	set bereq.first_byte_timeout = 3s;
	set bereq.between_bytes_timeout = 10s;
	# A form post is a visitor's message on its way: cutting it at 3 s would answer 503 while the
	# app still delivers it (its site-API writes may take SITE_API_TIMEOUT_MS, 5 s by default), and
	# the visitor would send it again. Sitemaps and robots.txt are read by crawlers, whom no
	# visitor waits on, from the site API's whole listing: they get the time a cold one takes. The
	# first page of a plan PDF is drawn once and kept a day: a lazy image, not a page, which the app
	# gives up on itself within 15 s (docs/decisions/0062-plans-and-video.md).
	if (bereq.method == "POST") {
		set bereq.first_byte_timeout = 15s;
	} else if (bereq.url ~ "^/(sitemap\.xml|sitemaps/|robots\.txt)") {
		set bereq.first_byte_timeout = 30s;
	} else if (bereq.url ~ "^/remote-photos/pdf/") {
		set bereq.first_byte_timeout = 20s;
	}

	# A foreground refresh of a copy kept for stale-if-error: remember it for this fetch, without
	# telling the app.
	if (bereq.http.X-Edge-Refresh) {
		var.set("fallback", "kept copy");
	}
	unset bereq.http.X-Edge-Refresh;
	if (bereq.http.X-Edge-Stale) {
		unset bereq.http.X-Edge-Stale;
		# The request behind this background refresh has just seen the app fail for this page:
		# not again at once.
		if (bereq.is_bgfetch) {
			return (abandon);
		}
	}
}

sub vcl_backend_response {
	# Next 16.4 sends the Location of a redirect rendered on demand twice on its first answer
	# (vercel/next.js#82117); a client that joins them follows "/a, /a" to a 404. Setting the header
	# keeps its first value alone. Drop this with Next's fix.
	if (beresp.http.Location) {
		set beresp.http.Location = beresp.http.Location;
	}
	if (beresp.status >= 500) {
		if (bereq.is_bgfetch || var.get("fallback") == "kept copy") {
			# There is a copy to keep serving: drop this answer (the copy stays; the visitor of
			# a foreground refresh gets it through vcl_synth).
			return (abandon);
		}
		# A page whose render failed (Next answers 500 with an empty shell, the site API being down
		# more often than not): the localised 503 page instead, as for an app that does not answer.
		if (beresp.status == 500 && bereq.method == "GET" && bereq.url ~ "^/(nl|fr|en|de)(/|\?|$)") {
			return (error(503, "Service Unavailable"));
		}
		# No copy: the app's own (localised) error page goes out as it is and is never kept. The
		# short hit-for-miss lets the visitors waiting on this page go to the app each on their own.
		set beresp.ttl = 1s;
		set beresp.grace = 0s;
		set beresp.keep = 0s;
		set beresp.uncacheable = true;
		return (deliver);
	}

	# Not marked shareable (no Cache-Control, no Expires): not kept. Varnish would otherwise keep it
	# for its default_ttl of 120 s.
	if (!beresp.http.Cache-Control && !beresp.http.Expires) {
		set beresp.ttl = 0s;
	}
	# Varnish 7.1 leaves 308 out of its cacheable statuses: Next's permanent redirects are kept when
	# the app marks them so, like a 301.
	if (beresp.status == 308 && beresp.ttl <= 0s) {
		if (beresp.http.Cache-Control ~ "(?i)s-maxage=[0-9]") {
			set beresp.ttl = std.duration(regsub(beresp.http.Cache-Control,
			    "^.*(?i)s-maxage=([0-9]+).*$", "\1s"), 0s);
		} else if (beresp.http.Cache-Control ~ "(?i)max-age=[0-9]") {
			set beresp.ttl = std.duration(regsub(beresp.http.Cache-Control,
			    "^.*(?i)max-age=([0-9]+).*$", "\1s"), 0s);
		}
	}
	# A 404 (a listing sold a minute ago may be published again) is kept at most a minute.
	if (beresp.status == 404 && beresp.ttl > 60s) {
		set beresp.ttl = 60s;
	}

	# Grace from the app alone: Varnish 7.1 sets it from stale-while-revalidate itself, but falls
	# back to default_grace (10 s) without one. A copy is kept past that for stale-if-error; vcl_hit
	# serves it only when the app fails.
	set beresp.grace = std.duration(regsub(beresp.http.Cache-Control,
	    "^.*(?i)stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
	if (std.duration(regsub(beresp.http.Cache-Control, "^.*(?i)stale-if-error=([0-9]+).*$", "\1s"), 0s) > beresp.grace) {
		set beresp.grace = std.duration(regsub(beresp.http.Cache-Control,
		    "^.*(?i)stale-if-error=([0-9]+).*$", "\1s"), 0s);
	}
	# Then the builtin: private, no-store, no-cache, Set-Cookie or Vary: * → never stored (hit-for-miss).
}

sub vcl_backend_error {
	if (bereq.is_bgfetch || var.get("fallback") == "kept copy") {
		# Timed out or refused while a copy exists: keep serving that copy.
		return (abandon);
	}
	# No copy to give: the localised 503 page. Varnish keeps it 1 s when visitors are queued on this
	# page (so the queue drains at once, not one timeout after another), else not at all; never as
	# stale.
	set beresp.grace = 0s;
	set beresp.keep = 0s;
	call edge_unavailable_page;
	return (deliver);
}

# In the path's language (its first segment), Dutch by default, as the app's own 503 page is.
sub edge_unavailable_page {
	if (bereq.url ~ "^/fr(/|\?|$)") {
		var.set("lang", "fr");
		var.set("title", "Temporairement indisponible");
		var.set("text", "Ce site est momentanément inaccessible. Veuillez réessayer dans un instant.");
		var.set("home", "Vers la page d’accueil");
	} else if (bereq.url ~ "^/en(/|\?|$)") {
		var.set("lang", "en");
		var.set("title", "Temporarily unavailable");
		var.set("text", "This website cannot be reached right now. Please try again in a moment.");
		var.set("home", "Go to the home page");
	} else if (bereq.url ~ "^/de(/|\?|$)") {
		var.set("lang", "de");
		var.set("title", "Vorübergehend nicht verfügbar");
		var.set("text", "Diese Website ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.");
		var.set("home", "Zur Startseite");
	} else {
		var.set("lang", "nl");
		var.set("title", "Tijdelijk niet beschikbaar");
		var.set("text", "Deze website is even niet bereikbaar. Probeer het over een ogenblik opnieuw.");
		var.set("home", "Naar de startpagina");
	}
	set beresp.status = 503;
	set beresp.http.Content-Type = "text/html; charset=utf-8";
	set beresp.http.Retry-After = "30";
	set beresp.http.Cache-Control = "no-store";
	set beresp.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
	set beresp.http.X-Content-Type-Options = "nosniff";
	set beresp.http.Referrer-Policy = "strict-origin-when-cross-origin";
	set beresp.body = {"<!doctype html><html lang=""} + var.get("lang") + {""><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>"} + var.get("title") + {"</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d2733;line-height:1.5}h1{font-size:1.6rem}</style></head><body><main><h1>"} + var.get("title") + "</h1><p>" + var.get("text") + {"</p><p><a href="/"} + var.get("lang") + {"">"} + var.get("home") + {"</a></p></main></body></html>
"};
}
