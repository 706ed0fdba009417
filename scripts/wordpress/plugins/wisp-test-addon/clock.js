// A jQuery-dependent script from the add-on: marks the body once jQuery's ready handler runs.
jQuery(function ($) {
  $('body').attr('data-acme-clock', 'ready');
});
