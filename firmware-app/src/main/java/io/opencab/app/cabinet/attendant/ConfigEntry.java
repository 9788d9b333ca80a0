package io.opencab.app.cabinet.attendant;

/**
 * One configuration value as the menu shows it (PIN hashes as "(set)"), with what it means.
 *
 * @param value the value the cabinet runs with now
 * @param saved the value the configuration file holds now, for the next start (a technician's SET changes it at
 *              once, the running value at the next start); null when the file does not set the key; the running
 *              value for the built-in configuration, which has no file
 */
public record ConfigEntry(String key, String value, String description, String saved) {
}
