package io.opencab.hal;

import java.util.Optional;

/**
 * The one unchecked exception root of the hardware layer. A configured device that is missing, fails its
 * self-test or is configured wrongly is reported with this exception (a fault the cabinet shows), never by
 * silently falling back to a simulated device.
 *
 * <p>A refused configuration value carries its key as a field ({@link #forKey}): whoever shows the refusal names the
 * key once, in its own form, instead of finding it in the message's words (docs/hal.md "Bill validator: JCM ID-003", its ranges).
 */
public class HalException extends RuntimeException {
    private final String key;
    private final String reason;

    public HalException(String message) {
        this(null, message, null);
    }

    public HalException(String message, Throwable cause) {
        this(null, message, cause);
    }

    private HalException(String key, String reason, Throwable cause) {
        super(key == null ? reason : key + ": " + reason, cause);
        this.key = key;
        this.reason = reason;
    }

    /**
     * The refusal of configuration key {@code key} as written ({@code hal.bill.baud}); {@code reason} says why without
     * naming it ("4800 is not 9600, 19200 or 38400"). The message is {@code key: reason}.
     */
    public static HalException forKey(String key, String reason) {
        return new HalException(java.util.Objects.requireNonNull(key), reason, null);
    }

    /** The configuration key refused, when the refusal is one key's. */
    public Optional<String> key() {
        return Optional.ofNullable(key);
    }

    /** Why, without the key: the whole message when there is no key. */
    public String reason() {
        return reason;
    }
}
