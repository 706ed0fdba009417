<?php
// Debug output on front-end pages: whether wisp or the original scripts served the page, and why.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Whether this request prints the debug block: the debug setting, or `?wisp-debug` for an administrator. */
function wisp_wants_debug() {
	$settings = wisp_settings();
	if ( $settings['debug'] ) {
		return true;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only switch for administrators.
	return isset( $_GET['wisp-debug'] ) && is_user_logged_in() && current_user_can( 'manage_options' );
}

/** Prints the decision as JSON in a data block (`#wisp-wordpress-debug`) and one HTML comment line. */
function wisp_print_debug() {
	if ( is_admin() || ! wisp_wants_debug() ) {
		return;
	}
	$state  = &wisp_state();
	$report = array(
		'served'  => $state['served'],
		'reasons' => array_values( $state['reasons'] ),
		'removed' => array_keys( $state['removed'] ),
		'config'  => array_keys( $state['config'] ),
		'widgets' => array_keys( $state['widgets'] ),
	);
	$json = wp_json_encode( $report, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	echo "\n<!-- wisp: " . esc_html( 'served by ' . $state['served'] . ( $report['reasons'] ? ': ' . implode( '; ', $report['reasons'] ) : '' ) ) . " -->\n";
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, > and & escaped.
	echo '<script type="application/json" id="wisp-wordpress-debug">' . $json . "</script>\n";
}
