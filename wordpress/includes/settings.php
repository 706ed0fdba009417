<?php
// The plugin's one option (`wisp_settings`, autoloaded): defaults, validation of what is stored, sanitising of the form.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const WISP_OPTION = 'wisp_settings';
// Bounds on the exclusion list, so matching it costs little on every page view.
const WISP_MAX_EXCLUDES      = 100;
const WISP_MAX_EXCLUDE_CHARS = 200;

/** The settings a fresh install uses; also what any corrupt or unknown value falls back to. */
function wisp_default_settings() {
	return array(
		'enabled'     => true,
		// 'everyone' or 'visitors' (logged-in users keep the original scripts).
		'audience'    => 'everyone',
		// Page IDs and URL patterns, one per line.
		'exclude'     => array(),
		'keep_jquery' => false,
		'debug'       => false,
	);
}

/**
 * Checks a stored value field by field: each bad field takes its default and adds a problem; unknown keys are
 * problems too. Returns array( settings, problems ).
 */
function wisp_validate_settings( $stored ) {
	$defaults = wisp_default_settings();
	if ( false === $stored ) {
		return array( $defaults, array() );
	}
	if ( ! is_array( $stored ) ) {
		return array( $defaults, array( 'the stored settings are not a list of values' ) );
	}
	$settings = $defaults;
	$problems = array();
	foreach ( $stored as $key => $value ) {
		if ( ! array_key_exists( $key, $defaults ) ) {
			$problems[] = sprintf( 'unknown setting "%s"', (string) $key );
			continue;
		}
		$valid = wisp_is_valid_setting( $key, $value );
		if ( $valid ) {
			$settings[ $key ] = $value;
		} else {
			$problems[] = sprintf( 'setting "%s" has an invalid value', $key );
		}
	}
	return array( $settings, $problems );
}

/** Whether one stored field has the type and range the plugin writes. */
function wisp_is_valid_setting( $key, $value ) {
	switch ( $key ) {
		case 'enabled':
		case 'keep_jquery':
		case 'debug':
			return is_bool( $value );
		case 'audience':
			return in_array( $value, array( 'everyone', 'visitors' ), true );
		case 'exclude':
			if ( ! is_array( $value ) || count( $value ) > WISP_MAX_EXCLUDES ) {
				return false;
			}
			foreach ( $value as $rule ) {
				if ( ! is_string( $rule ) || null === wisp_parse_exclude_rule( $rule ) ) {
					return false;
				}
			}
			return true;
	}
	return false;
}

/**
 * One exclusion line: a page ID (digits) or a URL pattern (a path starting with "/" or a full http(s) URL, where "*"
 * matches any run of characters). Returns array( 'id', int ) or array( 'pattern', string ), or null when invalid.
 */
function wisp_parse_exclude_rule( $rule ) {
	$rule = trim( $rule );
	if ( '' === $rule || strlen( $rule ) > WISP_MAX_EXCLUDE_CHARS ) {
		return null;
	}
	if ( preg_match( '/^[0-9]{1,20}$/', $rule ) ) {
		return array( 'id', (int) $rule );
	}
	if ( preg_match( '#^(/|https?://)[^\s<>"\']*$#i', $rule ) ) {
		return array( 'pattern', $rule );
	}
	return null;
}

/** The settings in force, read once per request from the autoloaded option (no extra query). */
function wisp_settings() {
	$result = wisp_settings_with_problems();
	return $result[0];
}

/** array( settings, problems ) for the stored option, cached for the request. */
function wisp_settings_with_problems() {
	static $cache = null;
	if ( null === $cache || ( defined( 'WISP_TESTING' ) && WISP_TESTING ) ) {
		$cache = wisp_validate_settings( get_option( WISP_OPTION, false ) );
	}
	return $cache;
}

/**
 * Turns the settings form's input into a stored value: checkboxes to booleans, the audience to a known value, the
 * exclusion textarea to at most WISP_MAX_EXCLUDES valid lines. Invalid lines are dropped with a settings error.
 */
function wisp_sanitize_settings( $input ) {
	// options.php has already unslashed the input.
	$input    = is_array( $input ) ? $input : array();
	$settings = array(
		'enabled'     => ! empty( $input['enabled'] ),
		'audience'    => ( isset( $input['audience'] ) && 'visitors' === $input['audience'] ) ? 'visitors' : 'everyone',
		'exclude'     => array(),
		'keep_jquery' => ! empty( $input['keep_jquery'] ),
		'debug'       => ! empty( $input['debug'] ),
	);
	$exclude  = isset( $input['exclude'] ) ? $input['exclude'] : '';
	// The form sends the textarea; code calling update_option() may pass the stored list itself.
	$lines    = is_string( $exclude ) ? preg_split( '/\r\n|\r|\n/', $exclude ) : ( is_array( $exclude ) ? array_filter( $exclude, 'is_string' ) : array() );
	$rejected = array();
	foreach ( $lines as $line ) {
		$line = trim( $line );
		if ( '' === $line ) {
			continue;
		}
		if ( null === wisp_parse_exclude_rule( $line ) || count( $settings['exclude'] ) >= WISP_MAX_EXCLUDES ) {
			$rejected[] = $line;
			continue;
		}
		$settings['exclude'][] = $line;
	}
	if ( $rejected && function_exists( 'add_settings_error' ) ) {
		add_settings_error(
			WISP_OPTION,
			'wisp-exclude',
			sprintf(
				/* translators: %s: the rejected lines, comma separated. */
				__( 'These exclusion lines were not saved (use a page ID, a path starting with "/" or a full URL; at most 100 lines of 200 characters): %s', 'wisp' ),
				esc_html( implode( ', ', array_map( 'sanitize_text_field', array_slice( $rejected, 0, 10 ) ) ) )
			)
		);
	}
	return $settings;
}
