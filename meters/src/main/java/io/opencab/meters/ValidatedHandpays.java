package io.opencab.meters;

import java.util.Objects;

/**
 * Handpays reset with a SAS secure enhanced validation (docs/sas.md "Validated handpays"). The reset, the
 * handpay's validation number and sequence, its meters (008C-0093 by kind and receipt) and exception 3E are one
 * transaction under the store's lock: a power cut leaves the handpay pending (reset again, it takes the same
 * sequence number) or validated, never reset without its record nor recorded twice.
 */
public final class ValidatedHandpays extends StoreFeature {
    private ValidatedHandpays(MeterStore store) {
        super(store);
    }

    public static ValidatedHandpays of(MeterStore store) {
        return new ValidatedHandpays(store);
    }

    /**
     * An attendant (or the host, LP 94) keyed off handpay {@code handpayId}, exactly once, validated.
     *
     * @throws MeterException ILLEGAL_STATE when the handpay is unknown or already paid
     */
    public HandpayRecord paid(long handpayId, String attendant, HandpayValidation validation) {
        Objects.requireNonNull(validation, "validation");
        synchronized (store) {
            return new RoundOps(core).handpayPaid(handpayId, attendant, validation);
        }
    }
}
