package io.opencab.app.attendant;

/** One configuration value as the menu shows it (PIN hashes as "(set)"), with what it means. */
public record ConfigEntry(String key, String value, String description) {
}
