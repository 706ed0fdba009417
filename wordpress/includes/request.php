<?php
// Which requests wisp may serve: front-end page views only, per the settings (audience, exclusions).

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Why this request keeps the original scripts, or '' when wisp may serve it. */
function wisp_request_refusal( array $settings ) {
	if ( ! $settings['enabled'] ) {
		return 'wisp is switched off in Settings → wisp';
	}
	if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_feed() || is_embed() || is_customize_preview() ) {
		return 'not a front-end page view';
	}
	$version = wisp_builder_version_refusal( defined( 'ELEMENTOR_VERSION' ) ? (string) ELEMENTOR_VERSION : '' );
	if ( '' !== $version ) {
		return $version;
	}
	if ( wisp_is_builder_editor_or_preview() || is_preview() ) {
		return 'the page builder\'s editor or a preview';
	}
	if ( 'visitors' === $settings['audience'] && is_user_logged_in() ) {
		return 'logged-in users keep the original (Settings → wisp: visitors only)';
	}
	$excluded = wisp_matching_exclusion( $settings['exclude'], (int) get_queried_object_id(), wisp_current_url() );
	if ( '' !== $excluded ) {
		return sprintf( 'excluded in Settings → wisp by "%s"', $excluded );
	}
	return '';
}

/**
 * wisp reproduces the frontend of the page builder's 3.x releases; a later major version may change the markup and
 * scripts it reads, so its pages keep the original until wisp says it knows that version. '' when wisp may serve.
 */
function wisp_builder_version_refusal( $version ) {
	if ( '' !== $version && version_compare( $version, '4.0.0-dev', '>=' ) ) {
		return sprintf( 'the page builder is version %s; wisp knows its 3.x frontend', $version );
	}
	return '';
}

function wisp_is_builder_editor_or_preview() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to stand aside.
	if ( isset( $_GET['elementor-preview'] ) || isset( $_GET['elementor_library'] ) && isset( $_GET['preview'] ) ) {
		return true;
	}
	if ( ! class_exists( '\Elementor\Plugin' ) || ! isset( \Elementor\Plugin::$instance ) ) {
		return false;
	}
	$plugin = \Elementor\Plugin::$instance;
	if ( isset( $plugin->preview ) && $plugin->preview->is_preview_mode() ) {
		return true;
	}
	return isset( $plugin->editor ) && $plugin->editor->is_edit_mode();
}

/** The requested URL (scheme, host, path and query) as the visitor sent it; only compared, never printed. */
function wisp_current_url() {
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
	$host = isset( $_SERVER['HTTP_HOST'] ) ? (string) wp_unslash( $_SERVER['HTTP_HOST'] ) : '';
	// phpcs:enable
	return ( is_ssl() ? 'https://' : 'http://' ) . $host . $path;
}

/**
 * The first exclusion rule that matches the page (by ID) or the URL, or ''. A rule starting with "/" is matched against
 * the path, a full URL against the host and path (either scheme); the query string only counts for a rule that has a
 * "?" itself, so `/landing/` still holds for `/landing/?utm_source=…` (a page cache that ignores such parameters would
 * otherwise keep wisp's copy of an excluded page). The path is compared decoded, with repeated slashes as one.
 */
function wisp_matching_exclusion( array $rules, $page_id, $url ) {
	$parts = wp_parse_url( $url );
	$parts = is_array( $parts ) ? $parts : array();
	$path  = preg_replace( '#/+#', '/', rawurldecode( isset( $parts['path'] ) ? $parts['path'] : '/' ) );
	$query = isset( $parts['query'] ) ? '?' . $parts['query'] : '';
	$host  = '//' . ( isset( $parts['host'] ) ? $parts['host'] : '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	foreach ( $rules as $rule ) {
		$parsed = wisp_parse_exclude_rule( $rule );
		if ( null === $parsed ) {
			continue;
		}
		if ( 'id' === $parsed[0] ) {
			if ( $page_id > 0 && $parsed[1] === $page_id ) {
				return $rule;
			}
			continue;
		}
		$pattern = strtolower( rawurldecode( $parsed[1] ) );
		$tail    = $path . ( false !== strpos( $pattern, '?' ) ? $query : '' );
		if ( '/' === $pattern[0] ) {
			$subject = $tail;
		} else {
			$pattern = (string) preg_replace( '#^https?:#', '', $pattern );
			$subject = $host . $tail;
		}
		if ( wisp_glob_match( $pattern, strtolower( $subject ) ) ) {
			return $rule;
		}
	}
	return '';
}

/**
 * Whether $subject matches $pattern, where "*" matches any run of characters and everything else is literal. Linear
 * backtracking over the last "*" only, so the work is bounded by length(pattern) × length(subject), never exponential.
 */
function wisp_glob_match( $pattern, $subject ) {
	$p      = 0;
	$s      = 0;
	$star   = -1;
	$resume = 0;
	$plen   = strlen( $pattern );
	$slen   = strlen( $subject );
	while ( $s < $slen ) {
		if ( $p < $plen && '*' !== $pattern[ $p ] && $pattern[ $p ] === $subject[ $s ] ) {
			++$p;
			++$s;
		} elseif ( $p < $plen && '*' === $pattern[ $p ] ) {
			$star   = $p++;
			$resume = $s;
		} elseif ( $star >= 0 ) {
			$p = $star + 1;
			$s = ++$resume;
		} else {
			return false;
		}
	}
	while ( $p < $plen && '*' === $pattern[ $p ] ) {
		++$p;
	}
	return $p === $plen;
}
