<?php
// PHP-level checks of the plugin inside the real site: option validation and sanitising, exclusion rules, the manifest.
// Usage: php php-checks.php <wordpress dir>; prints one JSON line {passed, failures}.

$wisp_wp_dir = $argv[1];
$url         = getenv( 'WISP_WP_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $url, PHP_URL_HOST ) . ':' . (string) parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $wisp_wp_dir . '/wp-load.php';
if ( ! function_exists( 'wisp_validate_settings' ) ) {
	echo wp_json_encode( array( 'passed' => 0, 'failures' => array( 'the wisp plugin is not loaded' ) ) ) . "\n";
	exit( 1 );
}

$passed   = 0;
$failures = array();
function check( $name, $actual, $expected ) {
	global $passed, $failures;
	if ( $actual === $expected ) {
		++$passed;
	} else {
		$failures[] = $name . ': expected ' . wp_json_encode( $expected ) . ', got ' . wp_json_encode( $actual );
	}
}

$defaults = array( 'enabled' => true, 'audience' => 'everyone', 'exclude' => array(), 'keep_jquery' => false, 'debug' => false );

// Stored values.
check( 'a missing option gives the defaults without a problem', wisp_validate_settings( false ), array( $defaults, array() ) );
list( $settings, $problems ) = wisp_validate_settings( 'corrupt' );
check( 'a corrupt option gives the defaults', $settings, $defaults );
check( 'a corrupt option is one problem', count( $problems ), 1 );
list( $settings, $problems ) = wisp_validate_settings( array( 'enabled' => false, 'audience' => 'nobody', 'colour' => 'red' ) );
check( 'a valid field is kept beside invalid ones', $settings['enabled'], false );
check( 'an unknown audience falls back to its default', $settings['audience'], 'everyone' );
check( 'an invalid field and an unknown key are two problems', count( $problems ), 2 );
list( $settings ) = wisp_validate_settings( array( 'exclude' => array( '42', 'javascript:alert(1)' ) ) );
check( 'an exclusion list with an invalid rule falls back to its default', $settings['exclude'], array() );
list( $settings ) = wisp_validate_settings( array( 'exclude' => array_fill( 0, 101, '42' ) ) );
check( 'more than 100 exclusion rules fall back to the default', $settings['exclude'], array() );
list( $settings ) = wisp_validate_settings( array( 'debug' => 'yes' ) );
check( 'a non-boolean switch falls back to its default', $settings['debug'], false );

// The settings form.
$saved = wisp_sanitize_settings( array( 'enabled' => '1', 'audience' => 'visitors', 'exclude' => "42\r\n /shop/* \n\nhttps://example.test/a*\njavascript:alert(1)\n<img src=x>" ) );
check( 'the form keeps page IDs, paths and URLs and drops the rest', $saved['exclude'], array( '42', '/shop/*', 'https://example.test/a*' ) );
check( 'a ticked box is true', $saved['enabled'], true );
check( 'an unticked box is false', $saved['keep_jquery'], false );
check( 'visitors only is kept', $saved['audience'], 'visitors' );
check( 'an unknown audience from the form is everyone', wisp_sanitize_settings( array( 'audience' => '<b>' ) )['audience'], 'everyone' );
check( 'the form keeps at most 100 exclusion lines', count( wisp_sanitize_settings( array( 'exclude' => implode( "\n", range( 1, 150 ) ) ) )['exclude'] ), 100 );
check( 'a non-array input gives a valid value', wisp_validate_settings( wisp_sanitize_settings( 'junk' ) )[1], array() );
check( 'whatever the form sends, what is saved validates', wisp_validate_settings( $saved )[1], array() );

// Exclusion rules and matching.
check( 'a long rule is refused', wisp_parse_exclude_rule( '/' . str_repeat( 'a', 200 ) ), null );
check( 'a page ID rule', wisp_parse_exclude_rule( '719' ), array( 'id', 719 ) );
check( 'a path pattern matches its path', wisp_matching_exclusion( array( '/cyber-*' ), 0, 'http://h/cyber-essentials/' ), '/cyber-*' );
check( 'a path pattern does not match another path', wisp_matching_exclusion( array( '/cyber-*' ), 0, 'http://h/pricing/' ), '' );
check( 'a page ID matches that page only', wisp_matching_exclusion( array( '7', '719' ), 719, 'http://h/x/' ), '719' );
check( 'a full URL pattern matches the whole URL', wisp_matching_exclusion( array( 'http://h/*?ref=*' ), 0, 'http://h/a/?ref=mail' ), 'http://h/*?ref=*' );
check( 'a path rule holds whatever the query string', wisp_matching_exclusion( array( '/landing/' ), 0, 'http://h/landing/?utm_source=mail&fbclid=1' ), '/landing/' );
check( 'a path rule holds for an encoded or doubled spelling of the path', array( wisp_matching_exclusion( array( '/landing/' ), 0, 'http://h/%6Canding/' ), wisp_matching_exclusion( array( '/landing/' ), 0, 'http://h//landing/' ) ), array( '/landing/', '/landing/' ) );
check( 'a rule with a query needs that query', array( wisp_matching_exclusion( array( '/a/?x=*' ), 0, 'http://h/a/' ), wisp_matching_exclusion( array( '/a/?x=*' ), 0, 'http://h/a/?x=1' ) ), array( '', '/a/?x=*' ) );
check( 'a full URL rule holds for either scheme and any query', wisp_matching_exclusion( array( 'https://h/landing/' ), 0, 'http://h/landing/?gclid=2' ), 'https://h/landing/' );
check( 'a full URL rule is for its own host', wisp_matching_exclusion( array( 'https://other.test/landing/' ), 0, 'http://h/landing/' ), '' );
check( 'stars match any run of characters', wisp_glob_match( '/a*b*c', '/axxbyyc' ), true );
check( 'a literal must match exactly', wisp_glob_match( '/a*b*c', '/axxbyyd' ), false );
// Many stars over a long subject: the matcher backtracks to the last star only, so this returns (false) at once.
check( 'a pathological pattern still returns', wisp_glob_match( str_repeat( '*a', 90 ) . '*b', str_repeat( 'a', 5000 ) ), false );

// The page builder's version: its 3.x frontend is what wisp reproduces.
check( 'the page builder 3.x is served', array( wisp_builder_version_refusal( '3.27.6' ), wisp_builder_version_refusal( '3.35.0' ), wisp_builder_version_refusal( '' ) ), array( '', '', '' ) );
check( 'a later major version keeps the original', array_map( fn( $v ) => '' !== wisp_builder_version_refusal( $v ), array( '4.0.0', '4.0.0-beta1', '5.1' ) ), array( true, true, true ) );

// First-party widgets are told by where their class is defined, not by its namespace.
$namespaced = sys_get_temp_dir() . '/wisp-namespaced-widget-' . getmypid() . '.php';
file_put_contents( $namespaced, "<?php\nnamespace Elementor;\nclass Wisp_Check_Addon_Widget extends Widget_Base {\n\tpublic function get_name() { return 'wisp-check-addon'; }\n}\n" );
require $namespaced;
unlink( $namespaced );
check( 'a page builder widget is first-party', wisp_is_first_party( \Elementor\Plugin::$instance->widgets_manager->get_widget_types( 'heading' ) ), true );
check( 'an add-on widget in the page builder\'s namespace is not', wisp_is_first_party( new \Elementor\Wisp_Check_Addon_Widget() ), false );

// Code attached to a replaced handle that is not its config is noted, so the page check stands aside for it.
list( $manifest ) = wisp_read_manifest( WP_PLUGIN_DIR . '/wisp/dist' );
wp_register_script( 'elementor-frontend', 'https://example.test/frontend.js', array(), '1', true );
wp_add_inline_script( 'elementor-frontend', 'var elementorFrontendConfig = {};', 'before' );
$state = &wisp_state();
wisp_note_inline_code( $manifest, 'elementor-frontend' );
check( 'config before the frontend script is not foreign code', $state['inline'], array() );
wp_add_inline_script( 'elementor-frontend', 'elementorFrontend.hooks.addAction("x", function () {});' );
wisp_note_inline_code( $manifest, 'elementor-frontend' );
check( 'code after the frontend script is noted', $state['inline'], array( 'elementor-frontend' => 'inline code after it' ) );
check( 'and the page check gives it as a reason', count( preg_grep( '/"elementor-frontend".*inline code after it/', wisp_page_refusals() ) ), 1 );
$state['inline'] = array();

// The manifest.
$dir = sys_get_temp_dir() . '/wisp-manifest-' . getmypid();
@mkdir( $dir );
check( 'a missing dist is refused', wisp_read_manifest( $dir )[0], null );
file_put_contents( $dir . '/loader.js', 'export {};' );
file_put_contents( $dir . '/manifest.json', '{"kinds": [' );
check( 'a manifest that is not JSON is refused', wisp_read_manifest( $dir )[0], null );
file_put_contents( $dir . '/manifest.json', wp_json_encode( array( 'kinds' => 'tabs', 'handles' => array( 'a' ), 'frontendApiHandles' => array( 'a' ), 'configScripts' => array(), 'loaderHash' => 'abcdef12' ) ) );
check( 'a manifest whose kinds are not a list is refused', wisp_read_manifest( $dir )[0], null );
file_put_contents( $dir . '/manifest.json', wp_json_encode( array( 'kinds' => array( 'tabs' ), 'handles' => array( 'a' ), 'frontendApiHandles' => array( 'a' ), 'configScripts' => array(), 'loaderHash' => 'abc"><' ) ) );
check( 'a manifest with an unsafe loader hash is refused', wisp_read_manifest( $dir )[0], null );
array_map( 'unlink', glob( $dir . '/*' ) );
rmdir( $dir );
list( $manifest, $why ) = wisp_read_manifest( WP_PLUGIN_DIR . '/wisp/dist' );
check( 'the installed zip has a valid manifest', $why, '' );
check( 'the installed manifest lists the kinds the build found', is_array( $manifest ) && in_array( 'tabs', $manifest['kinds'], true ) && in_array( 'posts', $manifest['kinds'], true ), true );

// Without the script-module API (WordPress before 6.5, or a block theme) the loader is printed as a module tag.
ob_start();
wisp_add_loader();
$tag = ob_get_clean();
check( 'the fallback loader tag is a versioned module script after the preload links', (bool) preg_match( '#^(?:<link rel="modulepreload" href="[^"]*"[^>]*>\n)*<script type="module" src="[^"]*/plugins/wisp/dist/loader\.js\?ver=[0-9a-f]{12}" id="wisp-loader-js-module" fetchpriority="low"></script>\s*$#', $tag ), true );
check( 'the preload links ask a low fetch priority, as the loader does', preg_match_all( '#<link rel="modulepreload" [^>]*fetchpriority="low"[^>]*>#', $tag ), substr_count( $tag, '<link rel="modulepreload"' ) );

// The chunk every served page imports first is preloaded beside the loader: one link per file the build lists.
preg_match_all( '#<link rel="modulepreload" href="([^"]*)"#', $tag, $links );
check( 'the build lists the activate chunk to preload', is_array( $manifest ) && isset( $manifest['preload'] ) && 1 === count( preg_grep( '#^chunks/activate-[0-9A-Z]+\.js$#', $manifest['preload'] ) ), true );
check( 'one preload link per listed file, each a file of the installed dist/', array_map( fn( $href ) => is_readable( WP_PLUGIN_DIR . '/wisp/dist/' . preg_replace( '#^.*/plugins/wisp/dist/#', '', $href ) ), $links[1] ), array_fill( 0, count( $manifest['preload'] ?? array() ), true ) );
check( 'the preload links point into the plugin\'s dist/ folder', count( preg_grep( '#^https?://[^"]*/plugins/wisp/dist/chunks/[\w-]+\.js$#', $links[1] ) ), count( $links[1] ) );

// A site that allows scripts by nonce: the links carry the nonce the loader gets.
$with_nonce = fn( $attributes ) => array_merge( $attributes, array( 'nonce' => 'n0nce"x' ) );
add_filter( 'wp_script_attributes', $with_nonce );
ob_start();
wisp_print_preloads( $manifest );
$nonced = ob_get_clean();
remove_filter( 'wp_script_attributes', $with_nonce );
check( 'with a nonce from wp_script_attributes each link carries it, escaped', substr_count( $nonced, ' nonce="n0nce&quot;x"' ), count( $manifest['preload'] ?? array() ) );

// A manifest naming files outside dist/, odd paths or files that are not there preloads nothing.
ob_start();
wisp_print_preloads( array( 'preload' => array( '../wisp.php', 'chunks/../../wisp.php', '/etc/passwd', 'chunks/missing-0000.js', 'chunks/a.js" onload="x', 42 ) ) );
check( 'unsafe or missing preload paths print no link', ob_get_clean(), '' );

echo wp_json_encode( array( 'passed' => $passed, 'failures' => $failures ) ) . "\n";
