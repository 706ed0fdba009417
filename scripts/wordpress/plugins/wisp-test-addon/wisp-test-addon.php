<?php
/**
 * Plugin Name: wisp test add-on (ticker)
 * Description: Test infrastructure only: an add-on widget whose script talks to the page builder's frontend API, so the
 * wisp plugin must serve the original scripts on pages that use it.
 * License: GPL-2.0-or-later
 */

add_action(
	'wp_enqueue_scripts',
	function () {
		wp_register_script( 'acme-ticker', plugins_url( 'ticker.js', __FILE__ ), array( 'elementor-frontend' ), '1.0.0', true );
		// A jQuery plugin on every page: wisp must keep jQuery for it.
		wp_enqueue_script( 'acme-clock', plugins_url( 'clock.js', __FILE__ ), array( 'jquery' ), '1.0.0', true );
	}
);

add_action(
	'elementor/widgets/register',
	function ( $widgets ) {
		require_once __DIR__ . '/class-acme-ticker-widget.php';
		$widgets->register( new Acme_Ticker_Widget() );
	}
);
