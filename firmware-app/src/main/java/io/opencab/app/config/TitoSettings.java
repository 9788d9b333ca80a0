package io.opencab.app.config;

import io.opencab.app.AppException;
import java.util.List;
import java.util.Objects;

/**
 * What ticket out needs from the configuration (the {@code tito.*} keys, docs/tito.md, read by {@link TitoKeys}).
 *
 * @param ticketLimitCents largest cash-out printed as a ticket; above it a handpay
 * @param expiryDays       days a ticket stays redeemable; 0 = never expires
 * @param machineNumber    printed on the ticket (the cabinet id)
 * @param currency         ISO code of the credits' currency (the bill validator's)
 * @param grouping         how the ticket's figures are grouped: {@code money.grouping}, as on the screen
 */
public record TitoSettings(long ticketLimitCents, int expiryDays, String casinoName, List<String> addressLines,
        String title, String machineNumber, String currency, long denominationCents,
        io.opencab.money.MoneyFormat.Grouping grouping) {

    public TitoSettings {
        if (ticketLimitCents < 1) {
            throw new AppException("tito.ticket.limit.cents must be at least 1, got " + ticketLimitCents);
        }
        if (expiryDays < 0 || expiryDays > 9999) {
            throw new AppException("tito.ticket.expiry.days must be 0..9999 (0 = never), got " + expiryDays);
        }
        Objects.requireNonNull(casinoName, "casinoName");
        addressLines = List.copyOf(addressLines);
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(machineNumber, "machineNumber");
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(grouping, "grouping");
        if (denominationCents < 1) {
            throw new AppException("denomination " + denominationCents + " cents must be at least 1");
        }
    }
}
