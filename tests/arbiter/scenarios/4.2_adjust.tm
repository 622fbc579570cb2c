# Article 4.2 (2005): "Provided that he first expresses his intention (e.g. by saying 'j'adoube'
# or 'I adjust'), the player having the move may adjust one or more pieces on their squares."
# docs/events.md, Details "Announcements": phrases compared lower-cased, without accents, punctuation
# dropped; an announcement covers the adjust events that follow it until the player does anything
# else; an adjust without one is a deliberate touch of every square it names, at one moment.

# German phrase; two own pieces adjusted at once: nothing binds.
case h42_ich_korrigiere_two_pieces
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "ich korrigiere"
white adjust f3+c4
expect no violation
expect permitted all
end

# Vietnamese phrase; 4.2 allows adjusting "one or more pieces", the opponent's ones too.
case h42_vietnamese_opponent_piece
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "tôi sửa quân"
white adjust e5
expect no violation
expect permitted all
end

# Case and accents do not matter, punctuation is dropped ("TOI SUA QUAN!" = "tôi sửa quân").
case h42_phrase_without_accents_upper_case
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "TOI SUA QUAN!"
white adjust d2
expect permitted all
end

# English and French variants from the list in docs/events.md, Details.
case h42_i_adjust_and_jadoube
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white say "I adjust."
white adjust e2
expect permitted all
white say "J'ADOUBE"
white adjust g1
expect permitted all
end

# One announcement covers every adjust that follows it until the player does something else.
case h42_announcement_covers_following_adjusts
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white say "j'adoube"
white adjust d2
white adjust b1
white adjust g1+h2
expect no violation
expect permitted all
end

# Unannounced adjustment of the opponent's piece is a deliberate touch of it: 4.3b, Nf3xe5.
case h42_unannounced_opponent_piece_is_touch
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white adjust e5
expect permitted f3e5
expect restricted 4.3b
end

# A remark that is not an adjust phrase announces nothing: the adjust is a touch (4.3a).
case h42_other_words_announce_nothing
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white say "check"
white adjust d2
expect permitted d2d3 d2d4
expect restricted 4.3a
end

# The announcement lapses once the player does anything else (here a touch of the immobile Ra1,
# which binds nothing: 4.5); the later adjust of d2 is then a deliberate touch: d2 must move.
case h42_announcement_lapses_after_other_action
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white say "j'adoube"
white touch a1
expect permitted all
white adjust d2
expect permitted d2d3 d2d4
end

# An unannounced adjust of two own pieces touches both at one moment: either may be moved (reading 7).
case h42_unannounced_two_squares_one_moment
laws 2005
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
white adjust b1+g1
expect permitted b1a3 b1c3 g1f3 g1h3
end

# An announced adjustment binds nothing, so the first touch after it is the binding one.
case h42_adjust_then_touch
laws 2005
fen r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4
white say "adjusting"
white adjust f3
white touch d2
expect permitted d2d3 d2d4
end

# A comment after the quoted text is no part of it: the announcement is recognised.
case h42_comment_after_say
laws 2005
white say "j'adoube" # announcement
white adjust d2
expect permitted all
end

# Saying something else ends the announcement (docs/events.md, Details: "until the player does anything else").
case h42_other_words_end_announcement
laws 2005
white say "j'adoube"
white say "sorry"
white adjust d2
expect permitted d2d3 d2d4
end

# The opponent's actions do not end the player's announcement.
case h42_opponent_action_does_not_end_announcement
laws 2005
clock yes
white say "j'adoube"
black touch g8
white adjust d2
expect permitted all
end
