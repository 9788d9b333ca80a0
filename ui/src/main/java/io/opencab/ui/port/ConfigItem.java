package io.opencab.ui.port;

/**
 * One configuration key.
 *
 * @param editable false for keys the kiosk only shows (set by provisioning)
 */
public record ConfigItem(String key, String value, String description, boolean editable) {
}
