package io.opencab.money;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoneyFormatTest {
    private static final MoneyFormat USD = MoneyFormat.of(1, "USD");

    @Test
    void creditsAreGroupedInThrees() {
        assertEquals("0", USD.credits(0));
        assertEquals("999", USD.credits(999));
        assertEquals("7,100", USD.credits(7_100));
        assertEquals("2,147,483,647", USD.credits(Integer.MAX_VALUE));
        assertEquals("-1,000", USD.credits(-1_000));
        assertEquals("-9,223,372,036,854,775,808", USD.credits(Long.MIN_VALUE));
        assertEquals("25.000", MoneyFormat.Grouping.PERIOD.format(25_000));
    }

    @Test
    void aPercentageHasTwoDecimalsRoundedHalfToEven() {
        assertEquals("96.40%", USD.percent(964, 1_000));
        assertEquals("0.00%", USD.percent(0, 7));
        assertEquals("33.33%", USD.percent(1, 3));
        assertEquals("0.12%", USD.percent(1_225, 1_000_000)); // 0.1225 is halfway: to the even 0.12
        assertEquals("0.14%", USD.percent(1_375, 1_000_000));
    }

    @Test
    void aPercentageOverAThousandIsGroupedLikeAmounts() {
        assertEquals("1,234.50%", USD.percent(24_690, 2_000));
        assertEquals("1.234,50%", new MoneyFormat(1, "EUR", MoneyFormat.Grouping.PERIOD).percent(24_690, 2_000));
    }

    @Test
    void aPercentageOfNothingIsRefused() {
        MoneyException e = assertThrows(MoneyException.class, () -> USD.percent(5, 0));
        assertTrue(e.getMessage().contains("whole of 0"), e.getMessage());
    }

    @Test
    void currencyIsCreditsTimesTheCreditValueWithTwoDecimalsAndTheCode() {
        assertEquals("1,478.04 USD", USD.currency(147_804));
        assertEquals("71.00 EUR", MoneyFormat.of(25, "EUR").currency(284));
        assertEquals("0.05 USD", USD.cents(5));
        assertEquals("-0.05 USD", USD.cents(-5));
        assertEquals("-12.30 USD", USD.cents(-1_230));
    }

    @Test
    void theConfiguredGroupingIsUsedForCreditsAndCurrencyAlike() {
        MoneyFormat de = new MoneyFormat(1, "EUR", MoneyFormat.Grouping.PERIOD);
        assertEquals("1.234.567", de.credits(1_234_567));
        assertEquals("12.345,67 EUR", de.cents(1_234_567));
        MoneyFormat space = new MoneyFormat(1, "EUR", MoneyFormat.Grouping.SPACE);
        assertEquals("7\u00A0100", space.credits(7_100));
        assertEquals("1\u00A0478.04 EUR", space.cents(147_804));
        assertEquals("1'478.04 CHF", new MoneyFormat(1, "CHF", MoneyFormat.Grouping.APOSTROPHE).cents(147_804));
    }

    @Test
    void creditsWithValueSaysCreditOrCredits() {
        assertEquals("6,429 credits (64.29 USD)", USD.creditsWithValue(6_429));
        assertEquals("1 credit (0.01 USD)", USD.creditsWithValue(1));
    }

    @Test
    void ticketFiguresArePrintableAscii() {
        assertEquals("$1,234.50", USD.ticketFigures(123_450));
        assertEquals("EUR 1 234.50", new MoneyFormat(1, "EUR", MoneyFormat.Grouping.SPACE).ticketFigures(123_450));
        assertTrue(USD.ticketFigures(999_999_999_99L).chars().allMatch(c -> c >= 0x20 && c < 0x7F));
    }

    @Test
    void rawAmountsInAStoredTextAreWrittenTheOneWay() {
        assertEquals("bill 3 of 20.00 USD stacked, 2,000 credits", USD.inText("bill 3 of 2000 cents stacked, 2000 credits"));
        assertEquals("handpay 7 of 1 credit", USD.inText("handpay 7 of 1 credit"));
        assertEquals("door MAIN open; round 1234", USD.inText("door MAIN open; round 1234"));
        assertEquals("v1.2000 credits", USD.inText("v1.2000 credits"), "a number inside another token is not an amount");
    }

    @Test
    void numbersInATextAreGroupedWhereTheyStandAlone() {
        MoneyFormat.Grouping g = MoneyFormat.Grouping.COMMA;
        assertEquals("TOTAL WIN 32,254 - maximum win of x25,000 bets reached",
                g.inText("TOTAL WIN 32254 - maximum win of x25000 bets reached"));
        assertEquals("6 Blue Bauble 22", g.inText("6 Blue Bauble 22"));
        assertEquals("RTP 96.40%, 1,000 credits, 12.3456", g.inText("RTP 96.40%, 1,000 credits, 12.3456"));
        assertEquals("code HP1234", g.inText("code HP1234"));
        assertEquals("5: 1.256", MoneyFormat.Grouping.PERIOD.inText("5: 1256"));
    }

    @Test
    void aBadFormatFailsFastNamingTheValue() {
        assertTrue(assertThrows(MoneyException.class, () -> MoneyFormat.of(0, "USD")).getMessage().contains("0"));
        assertTrue(assertThrows(MoneyException.class, () -> MoneyFormat.of(1, "usd")).getMessage().contains("usd"));
        assertTrue(assertThrows(MoneyException.class, () -> MoneyFormat.Grouping.of("dot")).getMessage().contains("dot"));
        assertEquals(MoneyFormat.Grouping.SPACE, MoneyFormat.Grouping.of("space"));
    }
}
