package io.opencab.hal.bill;

import io.opencab.hal.HalException;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * Escrow code (ID-003 0x61..0x68) to note value in cents. The assignment depends on the validator's
 * currency firmware, so it is configuration; docs/hal.md lists the defaults.
 */
public record DenominationTable(String currency, Map<Integer, Long> valueCentsByCode) {
    public static final int FIRST_CODE = 0x61;
    public static final int LAST_CODE = 0x68;

    public DenominationTable {
        if (currency == null || !currency.matches("[A-Z]{3}")) {
            throw new HalException("denomination table: currency must be an ISO 4217 code, got " + currency);
        }
        if (valueCentsByCode == null || valueCentsByCode.isEmpty()) {
            throw new HalException("denomination table for " + currency + " is empty");
        }
        for (var e : valueCentsByCode.entrySet()) {
            int code = e.getKey();
            if (code < FIRST_CODE || code > LAST_CODE) {
                throw new HalException(String.format("denomination table: escrow code 0x%02X outside 0x61..0x68",
                        code));
            }
            if (e.getValue() == null || e.getValue() <= 0) {
                throw new HalException(String.format("denomination table: escrow code 0x%02X has value %s cents",
                        code, e.getValue()));
            }
        }
        valueCentsByCode = Map.copyOf(new TreeMap<>(valueCentsByCode));
    }

    /** JCM's US assignment: 0x61 $1, 0x63 $5, 0x64 $10, 0x65 $20, 0x66 $50, 0x67 $100 (0x62, 0x68 reserved). */
    public static DenominationTable usd() {
        return new DenominationTable("USD", Map.of(0x61, 100L, 0x63, 500L, 0x64, 1_000L, 0x65, 2_000L,
                0x66, 5_000L, 0x67, 10_000L));
    }

    /** A euro assignment: 0x62 €5, 0x63 €10, 0x64 €20, 0x65 €50, 0x66 €100, 0x67 €200, 0x68 €500. */
    public static DenominationTable eur() {
        return new DenominationTable("EUR", Map.of(0x62, 500L, 0x63, 1_000L, 0x64, 2_000L, 0x65, 5_000L,
                0x66, 10_000L, 0x67, 20_000L, 0x68, 50_000L));
    }

    public OptionalLong valueCents(int escrowCode) {
        Long v = valueCentsByCode.get(escrowCode);
        return v == null ? OptionalLong.empty() : OptionalLong.of(v);
    }
}
