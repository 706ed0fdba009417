<?php
// Front-end page views: swaps the page builder's frontend scripts for the wisp loader, or stands aside on this page.
//
// Order on a page view: `wp_enqueue_scripts` (last) decides for the request; the head's `wp_print_scripts` first checks
// what is known of the page by then (standing aside there leaves the head as the original prints it), then holds back
// replaced handles enqueued for the head (the custom skin's); the page builder enqueues its own scripts and attaches
// its config on `wp_footer` at 10; at 11 the plugin decides for the page (every widget has rendered by then) and
// either prints the config and the loader, or re-enqueues everything it held back, which WordPress then prints in the
// footer (a refusal found only then, from a template's widget, moves held-back head scripts to the footer).

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/page-check.php';
require_once __DIR__ . '/debug.php';

function wisp_frontend_hooks() {
	add_action( 'wp_enqueue_scripts', 'wisp_begin', PHP_INT_MAX );
	add_action( 'wp_head', 'wisp_print_prepaint', 100 );
	add_action( 'elementor/frontend/widget/before_render', 'wisp_note_widget' );
	add_action( 'wp_print_scripts', 'wisp_hold_back', PHP_INT_MAX );
	add_action( 'wp_footer', 'wisp_defer_module_printing', 1 );
	add_action( 'wp_footer', 'wisp_finish', 11 );
	add_action( 'wp_print_footer_scripts', 'wisp_hold_back', 1 );
}

/** The request's state, shared by the hooks above. */
function &wisp_state() {
	static $state = array(
		'on'            => false,
		'served'        => 'original',
		'reasons'       => array(),
		'removed'       => array(),
		'config'        => array(),
		'widgets'       => array(),
		'deferred'      => false,
		'inline'        => array(),
		'checked_early' => false,
	);
	return $state;
}

/** Decides for the request: settings, the built files and the kind of request. */
function wisp_begin() {
	$state    = &wisp_state();
	$settings = wisp_settings();
	list( $manifest, $broken ) = wisp_manifest();
	$refusal = null === $manifest ? $broken : wisp_request_refusal( $settings );
	if ( '' !== $refusal ) {
		$state['reasons'][] = $refusal;
		return;
	}
	$state['on'] = true;
	if ( $settings['keep_jquery'] ) {
		wp_enqueue_script( 'jquery' );
	}
}

/**
 * Prints the prepaint style from the manifest (the first panel of classic tabs and accordions open before the modules
 * mount, so nothing moves after the first paint). The head comes before the page check; on a page where the plugin
 * later stands aside the style is harmless: the original opens the same panel and its inline styles win over it.
 */
function wisp_print_prepaint() {
	$state = &wisp_state();
	if ( ! $state['on'] ) {
		return;
	}
	list( $manifest ) = wisp_manifest();
	$css = isset( $manifest['prepaintCss'] ) ? $manifest['prepaintCss'] : '';
	// Our own build's text; anything that could close the element is refused rather than printed.
	if ( ! is_string( $css ) || '' === $css || false !== strpos( $css, '<' ) ) {
		return;
	}
	// The stretched sections' rule knows only the window's width: left out when the kit fits them to a container.
	$stretch = isset( $manifest['prepaintStretchCss'] ) && is_string( $manifest['prepaintStretchCss'] ) ? $manifest['prepaintStretchCss'] : '';
	if ( '' !== $stretch && '' !== wisp_stretched_container() ) {
		$css = str_replace( $stretch, '', $css );
	}
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- checked above: plain CSS with no markup.
	echo '<style id="wisp-prepaint">' . $css . "</style>\n";
}

/** The kit's `stretched_section_container` selector, or '' when stretched sections fit the window (or it cannot be read). */
function wisp_stretched_container() {
	if ( ! class_exists( '\Elementor\Plugin' ) || ! isset( \Elementor\Plugin::$instance->kits_manager ) ) {
		return '';
	}
	$selector = \Elementor\Plugin::$instance->kits_manager->get_current_settings( 'stretched_section_container' );
	return is_string( $selector ) ? trim( $selector ) : '';
}

/** Remembers each widget as it renders, so the page check sees templates and nested documents too. */
function wisp_note_widget( $widget ) {
	$state = &wisp_state();
	if ( $state['on'] && is_object( $widget ) && method_exists( $widget, 'get_name' ) ) {
		$state['widgets'][ (string) $widget->get_name() ] = $widget;
	}
}

/** Dequeues the replaced handles that are queued now, keeping their config for printing. */
function wisp_hold_back() {
	$state = &wisp_state();
	if ( ! $state['on'] ) {
		return;
	}
	list( $manifest ) = wisp_manifest();
	$scripts = wp_scripts();
	if ( ! $state['checked_early'] ) {
		// First call, in the head, before anything is held back: what is already known about the page (queued add-on
		// scripts, code attached to the page builder's frontend, the widgets in the page's own data) decides now, so a
		// page that keeps the original keeps its head scripts (and their jQuery) in the head, where the original has them.
		$state['checked_early'] = true;
		foreach ( $manifest['frontendApiHandles'] as $handle ) {
			if ( $scripts->query( $handle, 'registered' ) ) {
				wisp_note_inline_code( $manifest, $handle );
			}
		}
		$reasons = wisp_page_refusals();
		if ( $reasons ) {
			wisp_stand_aside( $reasons );
			return;
		}
	}
	foreach ( $manifest['handles'] as $handle ) {
		if ( ! $scripts->query( $handle, 'registered' ) || ! $scripts->query( $handle, 'queue' ) ) {
			continue;
		}
		wisp_keep_config( $manifest, $handle );
		wisp_note_inline_code( $manifest, $handle );
		wp_dequeue_script( $handle );
		$state['removed'][ $handle ] = true;
	}
}

/** Copies the config globals attached to $handle (inline "before" or localised data) before it is dequeued. */
function wisp_keep_config( array $manifest, $handle ) {
	$state = &wisp_state();
	foreach ( $manifest['configScripts'] as $entry ) {
		if ( $entry['handle'] !== $handle ) {
			continue;
		}
		$data = wp_scripts()->get_data( $handle, $entry['part'] );
		$code = is_array( $data ) ? implode( "\n", array_filter( $data, 'is_string' ) ) : ( is_string( $data ) ? $data : '' );
		if ( '' !== trim( $code ) ) {
			$id                     = $handle . ( 'before' === $entry['part'] ? '-js-before' : '-js-extra' );
			$state['config'][ $id ] = $code;
		}
	}
}

/**
 * Notes inline code attached to $handle that is not config wisp prints: an add-on's `wp_add_inline_script()` after the
 * page builder's frontend (code written against its API), or localised data wisp does not know. Held back, it would
 * be lost with the handle, so the page check stands aside for it.
 */
function wisp_note_inline_code( array $manifest, $handle ) {
	$state  = &wisp_state();
	$listed = array();
	foreach ( $manifest['configScripts'] as $entry ) {
		if ( $entry['handle'] === $handle ) {
			$listed[ $entry['part'] ] = true;
		}
	}
	foreach ( array( 'after', 'data' ) as $part ) {
		$data = wp_scripts()->get_data( $handle, $part );
		$code = is_array( $data ) ? implode( '', array_filter( $data, 'is_string' ) ) : ( is_string( $data ) ? $data : '' );
		if ( ! isset( $listed[ $part ] ) && '' !== trim( $code ) ) {
			$state['inline'][ $handle ] = 'after' === $part ? 'inline code after it' : 'localised data';
		}
	}
}

/**
 * Classic themes print script modules on `wp_footer` at 10, before the page builder enqueues its scripts at the same
 * priority; on a page wisp serves, module printing moves to 12 so the loader is enqueued after the page check at 11.
 */
function wisp_defer_module_printing() {
	$state = &wisp_state();
	if ( ! $state['on'] || ! wisp_uses_module_api() ) {
		return;
	}
	$modules = wp_script_modules();
	foreach ( array( 'print_import_map', 'print_enqueued_script_modules', 'print_script_module_preloads' ) as $method ) {
		if ( remove_action( 'wp_footer', array( $modules, $method ) ) ) {
			add_action( 'wp_footer', array( $modules, $method ), 12 );
		}
	}
	$state['deferred'] = true;
}

function wisp_uses_module_api() {
	return function_exists( 'wp_enqueue_script_module' ) && function_exists( 'wp_script_modules' ) && ! wp_is_block_theme();
}

/** Decides for the page, then prints the config and the loader, or restores the original scripts. */
function wisp_finish() {
	$state = &wisp_state();
	if ( $state['on'] ) {
		wisp_hold_back();
		// No page builder script to replace (a page without its content): the loader would only cost a request.
		$reasons = $state['removed'] ? wisp_page_refusals() : array( 'none of the page builder\'s frontend scripts is on this page' );
		if ( $reasons ) {
			wisp_stand_aside( $reasons );
		} else {
			wisp_print_config();
			wisp_add_loader();
			$state['served'] = 'wisp';
		}
	}
	wisp_print_debug();
}

/** Puts back every handle held back; WordPress prints them (with their inline data) in the footer. */
function wisp_stand_aside( array $reasons ) {
	$state            = &wisp_state();
	$state['on']      = false;
	$state['reasons'] = array_merge( $state['reasons'], $reasons );
	foreach ( array_keys( $state['removed'] ) as $handle ) {
		wp_enqueue_script( $handle );
	}
	$state['removed'] = array();
}

function wisp_print_config() {
	$state = &wisp_state();
	foreach ( $state['config'] as $id => $code ) {
		wp_print_inline_script_tag( $code, array( 'id' => $id ) );
	}
}

function wisp_add_loader() {
	$state = &wisp_state();
	list( $manifest ) = wisp_manifest();
	$version = $manifest['loaderHash'];
	wisp_print_preloads( $manifest );
	// Both forms of the tag go through wp_script_attributes (WordPress 6.7's script modules take no fetch priority).
	add_filter( 'wp_script_attributes', 'wisp_low_priority' );
	if ( $state['deferred'] ) {
		wp_enqueue_script_module( 'wisp-loader', wisp_loader_url(), array(), $version );
		return;
	}
	wp_print_script_tag(
		array(
			'type' => 'module',
			'src'  => add_query_arg( 'ver', $version, wisp_loader_url() ),
			'id'   => 'wisp-loader-js-module',
		)
	);
}

/**
 * `fetchpriority="low"` on the loader's tag: the loader is not needed for the first paint (a module runs after
 * parsing), and at the default High it was fetched with the page's CSS and LCP image (`wisp inject` does the same; the
 * README has the measurement).
 */
function wisp_low_priority( $attributes ) {
	if ( is_array( $attributes ) && isset( $attributes['id'] ) && 'wisp-loader-js-module' === $attributes['id'] ) {
		$attributes['fetchpriority'] = 'low';
	}
	return $attributes;
}

/**
 * A `modulepreload` link per file the build lists in the manifest's `preload` (the chunk every page wisp serves imports
 * first), just before the loader, so the browser fetches it alongside the loader (the README says what that gains). Printed before either form of the loader's tag. A site whose policy allows scripts by
 * nonce adds it through `wp_script_attributes`; the links take the nonce that filter gives the loader.
 */
function wisp_print_preloads( array $manifest ) {
	$files = isset( $manifest['preload'] ) && is_array( $manifest['preload'] ) ? $manifest['preload'] : array();
	$base  = dirname( wisp_loader_url() ) . '/';
	$nonce = '';
	if ( $files ) {
		$attributes = apply_filters( 'wp_script_attributes', array( 'src' => wisp_loader_url(), 'type' => 'module', 'id' => 'wisp-loader-js-module' ) );
		$nonce      = is_array( $attributes ) && isset( $attributes['nonce'] ) && is_string( $attributes['nonce'] ) ? $attributes['nonce'] : '';
	}
	foreach ( $files as $file ) {
		// Only chunk paths as the build writes them, and only files that are there: a stale manifest preloads nothing.
		if ( ! is_string( $file ) || ! preg_match( '#^(?:[\w-]+/)*[\w-]+\.js$#', $file ) || ! is_readable( WISP_PLUGIN_DIR . '/dist/' . $file ) ) {
			continue;
		}
		printf(
			'<link rel="modulepreload" href="%s" fetchpriority="low"%s>' . "\n",
			esc_url( $base . $file ),
			'' !== $nonce ? ' nonce="' . esc_attr( $nonce ) . '"' : ''
		);
	}
}
