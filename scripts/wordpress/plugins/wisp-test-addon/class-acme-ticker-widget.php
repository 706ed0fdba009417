<?php
// The add-on's widget: prints a line; its script marks it through the page builder's element-ready hook.

class Acme_Ticker_Widget extends \Elementor\Widget_Base {
	public function get_name() {
		return 'acme-ticker';
	}

	public function get_title() {
		return 'Ticker';
	}

	public function get_script_depends() {
		return array( 'acme-ticker' );
	}

	protected function render() {
		echo '<p class="acme-ticker">' . esc_html( (string) $this->get_settings_for_display( 'text' ) ) . '</p>';
	}
}
