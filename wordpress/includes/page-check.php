<?php
// The per-page safety check: an add-on that needs the page builder's frontend API keeps the original scripts on that page.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Reasons to serve the original scripts on this page; empty when wisp can serve it. */
function wisp_page_refusals() {
	list( $manifest ) = wisp_manifest();
	$api     = array_flip( $manifest['frontendApiHandles'] );
	$reasons = array();
	$state   = &wisp_state();
	foreach ( $state['inline'] as $handle => $what ) {
		$reasons[] = sprintf( 'script "%s", which wisp replaces, has %s that would be lost', $handle, $what );
	}
	foreach ( wisp_api_dependents( $manifest, $api ) as $handle => $dependency ) {
		$reasons[] = sprintf( 'script "%s" depends on the page builder\'s frontend API ("%s")', $handle, $dependency );
	}
	foreach ( wisp_unhandled_addon_kinds( $manifest, $api ) as $kind => $why ) {
		$reasons[] = sprintf( 'widget "%s" is not handled by wisp and %s', $kind, $why );
	}
	return $reasons;
}

/** Queued scripts outside the replaced list whose dependencies reach a frontend API handle: handle => that handle. */
function wisp_api_dependents( array $manifest, array $api ) {
	$replaced = array_flip( $manifest['handles'] );
	$found    = array();
	foreach ( wp_scripts()->queue as $handle ) {
		if ( isset( $replaced[ $handle ] ) ) {
			continue;
		}
		$hit = wisp_reaches( $handle, $api );
		if ( '' !== $hit ) {
			$found[ $handle ] = $hit;
		}
	}
	return $found;
}

/** The first handle of $targets among the dependencies of $handle (transitively), or ''. */
function wisp_reaches( $handle, array $targets ) {
	$registered = wp_scripts()->registered;
	$seen       = array();
	$stack      = isset( $registered[ $handle ] ) ? $registered[ $handle ]->deps : array();
	while ( $stack ) {
		$dep = array_pop( $stack );
		if ( isset( $seen[ $dep ] ) ) {
			continue;
		}
		$seen[ $dep ] = true;
		if ( isset( $targets[ $dep ] ) ) {
			return $dep;
		}
		if ( isset( $registered[ $dep ] ) ) {
			$stack = array_merge( $stack, $registered[ $dep ]->deps );
		}
	}
	return '';
}

/**
 * Widget kinds on the page that wisp does not handle, come from an add-on (not the page builder or its Pro plugin)
 * and need the frontend API: kind => why.
 */
function wisp_unhandled_addon_kinds( array $manifest, array $api ) {
	$handled = array_flip( $manifest['kinds'] );
	$found   = array();
	foreach ( wisp_page_widgets() as $kind => $widget ) {
		if ( isset( $handled[ $kind ] ) || ! is_object( $widget ) || wisp_is_first_party( $widget ) ) {
			continue;
		}
		$why = wisp_addon_api_use( $widget, $api );
		if ( '' !== $why ) {
			$found[ $kind ] = $why;
		}
	}
	return $found;
}

/** Widgets on the page by kind: those that rendered, and those in the queried page's own builder data. */
function wisp_page_widgets() {
	$state   = &wisp_state();
	$widgets = $state['widgets'];
	if ( ! is_singular() || ! class_exists( '\Elementor\Plugin' ) ) {
		return $widgets;
	}
	// The meta is in the cache the main query filled: no query here.
	// Stored as a JSON string; an import can leave it an array already, as the page builder's own reader accepts.
	$meta = get_post_meta( get_queried_object_id(), '_elementor_data', true );
	$data = is_string( $meta ) ? json_decode( $meta, true ) : $meta;
	$kinds = array();
	wisp_collect_kinds( is_array( $data ) ? $data : array(), $kinds, 0 );
	$manager = \Elementor\Plugin::$instance->widgets_manager;
	foreach ( array_keys( $kinds ) as $kind ) {
		if ( ! isset( $widgets[ $kind ] ) ) {
			$widgets[ $kind ] = $manager ? $manager->get_widget_types( $kind ) : null;
		}
	}
	return $widgets;
}

/** Adds the widget kinds of an element tree to $kinds; depth-bounded, as the data is stored content. */
function wisp_collect_kinds( array $elements, array &$kinds, $depth ) {
	if ( $depth > 40 ) {
		return;
	}
	foreach ( $elements as $element ) {
		if ( ! is_array( $element ) ) {
			continue;
		}
		if ( isset( $element['elType'], $element['widgetType'] ) && 'widget' === $element['elType'] && is_string( $element['widgetType'] ) ) {
			$kinds[ $element['widgetType'] ] = true;
		}
		if ( isset( $element['elements'] ) && is_array( $element['elements'] ) ) {
			wisp_collect_kinds( $element['elements'], $kinds, $depth + 1 );
		}
	}
}

/**
 * A widget of the page builder or its Pro plugin: by where its class is defined, not by its namespace (add-ons such
 * as JetElements and ElementsKit declare theirs in the builder's `Elementor` namespace).
 */
function wisp_is_first_party( $widget ) {
	$file = wisp_class_file( $widget );
	if ( '' === $file ) {
		return false;
	}
	foreach ( array( 'ELEMENTOR_PATH', 'ELEMENTOR_PRO_PATH' ) as $constant ) {
		$dir = defined( $constant ) ? constant( $constant ) : '';
		if ( is_string( $dir ) && '' !== $dir && 0 === strpos( $file, wp_normalize_path( trailingslashit( $dir ) ) ) ) {
			return true;
		}
	}
	return false;
}

/** The normalised path of the file that defines the widget's class, or ''. */
function wisp_class_file( $widget ) {
	try {
		$file = ( new ReflectionClass( $widget ) )->getFileName();
	} catch ( ReflectionException $e ) {
		return '';
	}
	return is_string( $file ) ? wp_normalize_path( $file ) : '';
}

/** Why an add-on's widget needs the frontend API, or '' when nothing says so. In doubt it does. */
function wisp_addon_api_use( $widget, array $api ) {
	if ( method_exists( $widget, 'get_script_depends' ) ) {
		foreach ( (array) $widget->get_script_depends() as $handle ) {
			$hit = isset( $api[ $handle ] ) ? $handle : wisp_reaches( (string) $handle, $api );
			if ( '' !== $hit ) {
				return sprintf( 'its script "%s" needs "%s"', $handle, $hit );
			}
		}
	}
	$folder = wisp_plugin_folder_of( $widget );
	if ( '' === $folder ) {
		return 'its code is not in a plugin folder wisp can check';
	}
	foreach ( wp_scripts()->registered as $handle => $script ) {
		if ( is_string( $script->src ) && false !== strpos( $script->src, '/plugins/' . $folder . '/' ) ) {
			$hit = wisp_reaches( $handle, $api );
			if ( '' !== $hit ) {
				return sprintf( 'its plugin\'s script "%s" needs "%s"', $handle, $hit );
			}
		}
	}
	return '';
}

/** The folder under wp-content/plugins that holds the widget's class, or ''. */
function wisp_plugin_folder_of( $widget ) {
	$base = wp_normalize_path( trailingslashit( WP_PLUGIN_DIR ) );
	$file = wisp_class_file( $widget );
	if ( 0 !== strpos( $file, $base ) ) {
		return '';
	}
	$parts = explode( '/', substr( $file, strlen( $base ) ) );
	return count( $parts ) > 1 ? $parts[0] : '';
}
