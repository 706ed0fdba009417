<?php
// wp-admin: the Settings → wisp page (manage_options, the Settings API's nonce) and the notices for bad options or dist/.

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

function wisp_admin_hooks() {
	add_action( 'admin_init', 'wisp_register_settings' );
	add_action( 'admin_menu', 'wisp_add_settings_page' );
	add_action( 'admin_notices', 'wisp_admin_notices' );
	add_filter( 'plugin_action_links_' . plugin_basename( WISP_PLUGIN_FILE ), 'wisp_action_links' );
}

function wisp_register_settings() {
	register_setting(
		'wisp',
		WISP_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'wisp_sanitize_settings',
			'default'           => wisp_default_settings(),
			'show_in_rest'      => false,
		)
	);
}

function wisp_add_settings_page() {
	add_options_page( __( 'wisp', 'wisp' ), __( 'wisp', 'wisp' ), 'manage_options', 'wisp', 'wisp_render_settings_page' );
}

function wisp_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=wisp' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'wisp' ) . '</a>' );
	return $links;
}

/** One notice per problem: corrupt settings (defaults in force) or missing/broken built files (plugin standing aside). */
function wisp_admin_notices() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	list( , $problems ) = wisp_settings_with_problems();
	if ( $problems ) {
		printf(
			'<div class="notice notice-warning" id="wisp-notice-settings"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: what was wrong with the stored settings. */
					__( 'wisp: some stored settings were not valid and their defaults are in use (%s). Save Settings → wisp to fix this.', 'wisp' ),
					implode( '; ', $problems )
				)
			)
		);
	}
	list( $manifest, $broken ) = wisp_manifest();
	if ( null === $manifest ) {
		printf(
			'<div class="notice notice-error" id="wisp-notice-dist"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: what is wrong with the plugin's built files. */
					__( 'wisp is standing aside and your pages use the page builder\'s original scripts: %s. Reinstall the plugin from its zip.', 'wisp' ),
					$broken
				)
			)
		);
	}
}

function wisp_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = wisp_settings();
	$name     = WISP_OPTION;
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'wisp', 'wisp' ); ?></h1>
		<p><?php esc_html_e( 'wisp serves pages built with the page builder with one small module script instead of the builder\'s jQuery frontend scripts. Your content and styles are not changed.', 'wisp' ); ?></p>
		<form method="post" action="options.php">
			<?php settings_fields( 'wisp' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Serve pages with wisp', 'wisp' ); ?></th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[enabled]" value="1" <?php checked( $settings['enabled'] ); ?>> <?php esc_html_e( 'On', 'wisp' ); ?></label></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Who gets wisp', 'wisp' ); ?></th>
					<td>
						<fieldset>
							<label><input type="radio" name="<?php echo esc_attr( $name ); ?>[audience]" value="everyone" <?php checked( $settings['audience'], 'everyone' ); ?>> <?php esc_html_e( 'Everyone', 'wisp' ); ?></label><br>
							<label><input type="radio" name="<?php echo esc_attr( $name ); ?>[audience]" value="visitors" <?php checked( $settings['audience'], 'visitors' ); ?>> <?php esc_html_e( 'Visitors only (logged-in users keep the original scripts)', 'wisp' ); ?></label>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="wisp-exclude"><?php esc_html_e( 'Excluded pages', 'wisp' ); ?></label></th>
					<td>
						<textarea id="wisp-exclude" class="large-text code" rows="5" name="<?php echo esc_attr( $name ); ?>[exclude]"><?php echo esc_textarea( implode( "\n", $settings['exclude'] ) ); ?></textarea>
						<p class="description"><?php esc_html_e( 'One per line: a page ID (719), a path (/shop/*) or a full URL; * matches anything. These pages keep the original scripts.', 'wisp' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'jQuery', 'wisp' ); ?></th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[keep_jquery]" value="1" <?php checked( $settings['keep_jquery'] ); ?>> <?php esc_html_e( 'Always keep jQuery (by default it stays only when another script needs it)', 'wisp' ); ?></label></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Debug', 'wisp' ); ?></th>
					<td>
						<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[debug]" value="1" <?php checked( $settings['debug'] ); ?>> <?php esc_html_e( 'Say on every page whether wisp served it, and why not', 'wisp' ); ?></label>
						<p class="description"><?php esc_html_e( 'Administrators can also add ?wisp-debug to a page address.', 'wisp' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
