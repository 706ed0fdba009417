<?php
/**
 * Plugin Name: wisp test add-on (inline code)
 * Description: Test infrastructure only: code an add-on attaches after the page builder's frontend script with
 * wp_add_inline_script(), written against its frontend API, so the wisp plugin must serve the original scripts.
 * License: GPL-2.0-or-later
 */

add_action(
	'elementor/frontend/after_register_scripts',
	function () {
		wp_add_inline_script( 'elementor-frontend', "document.documentElement.setAttribute( 'data-acme-inline', typeof window.elementorFrontend );" );
	}
);
