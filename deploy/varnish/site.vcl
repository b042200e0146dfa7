# What one deployment of the edge is made of: the app instances, who may purge, who terminates TLS, and
# a hook for routing. default.vcl includes this file (found through varnishd's -p vcl_path); copy it next
# to your own default.vcl deployment and edit it there. `npm run edge` writes its own copy from the
# command line (scripts/lib/edge.mjs).

# The app answers /healthz without asking anything else: an instance that fails it four times in a row
# (2 s each; a busy instance that answers slowly is not a dead one) is taken out of the rotation, so visitors get a kept copy or the 503 page at once instead of waiting for
# the first-byte timeout on a dead instance. It starts as healthy (.initial), so the edge serves at once.
probe app_health {
	.url = "/healthz";
	.interval = 2s;
	.timeout = 2s;
	.window = 5;
	.threshold = 2;
	.initial = 2;
}

# One line per app instance (the timeouts are set for every backend in default.vcl's vcl_backend_fetch).
backend app_1 { .host = "127.0.0.1"; .port = "3000"; .probe = app_health; }

sub vcl_init {
	new app = directors.round_robin();
	# And one line per instance here.
	app.add_backend(app_1);
}

# May send PURGE (the app's /api/revalidate, from each instance's address).
acl purgers {
	"127.0.0.1";
	"::1";
}

# Terminate TLS in front of this edge (the address they connect from, with or without the PROXY
# protocol): their X-Forwarded-Proto is believed.
acl tls_terminators {
	"127.0.0.1";
	"::1";
}

# Called first in vcl_recv, with req.backend_hint already the app director: route some hosts elsewhere,
# for example `if (req.http.host ~ "^static\.") { set req.backend_hint = other; }`.
sub site_recv {
}
