package io.opencab.app.config;

import io.opencab.app.AppException;

/** A configuration value that is missing, malformed or out of range; names the key. Never clamped. */
public final class ConfigException extends AppException {
    private static final long serialVersionUID = 1L;

    private final String key;

    public ConfigException(String key, String message) {
        super(key + ": " + message);
        this.key = key;
    }

    public ConfigException(String key, String message, Throwable cause) {
        super(key + ": " + message, cause);
        this.key = key;
    }

    /** The configuration key at fault (for a cross-key check, the first key named). */
    public String key() {
        return key;
    }
}
