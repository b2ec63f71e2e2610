"""Fallback content, used only when the model's output is unusable (each use is a counted repair)."""

from __future__ import annotations

from replaykit.generation.drafts import InfoType, QuestionDraft
from replaykit.generation.text import plain

_FALLBACK_QUESTIONS = [
    (
        "How should I organize my week so I make steady progress on the things I care about?",
        [
            ("weekly_free_time", ["under_3_hours", "3_to_8_hours", "over_8_hours"]),
            ("main_personal_priority", ["health_and_fitness", "career_growth", "family_time"]),
            ("energy_level_after_work", ["usually_exhausted", "moderately_tired", "usually_energetic"]),
        ],
    ),
    (
        "What is a sensible way to handle my spending this month?",
        [
            ("monthly_discretionary_budget", ["tight_under_200", "moderate_200_to_600", "comfortable_over_600"]),
            ("savings_goal", ["emergency_fund", "large_purchase", "no_specific_goal"]),
            ("household_size", ["one_person", "two_people", "three_or_more_people"]),
        ],
    ),
    (
        "Can you suggest a new hobby activity I could try on weekends?",
        [
            ("hobby_experience_level", ["beginner", "intermediate", "advanced"]),
            ("preferred_social_setting", ["solo", "small_group", "large_group"]),
            ("outdoor_access", ["no_outdoor_space", "small_yard_or_balcony", "large_outdoor_space"]),
        ],
    ),
    (
        "How can I keep learning new skills with my current routine?",
        [
            ("learning_format_preference", ["online_self_paced", "in_person_classes", "books_and_practice"]),
            ("learning_time_per_week", ["under_2_hours", "2_to_5_hours", "over_5_hours"]),
            ("learning_goal", ["job_related", "personal_interest", "certification"]),
        ],
    ),
    (
        "What should I cook for dinners this week?",
        [
            ("dietary_pattern", ["omnivore", "vegetarian", "low_carb"]),
            ("cooking_time_available", ["under_20_minutes", "20_to_45_minutes", "over_45_minutes"]),
            ("people_to_feed", ["just_me", "two_people", "family_of_four_or_more"]),
        ],
    ),
    (
        "How can I improve my sleep and stress levels?",
        [
            ("work_schedule", ["regular_daytime", "rotating_shifts", "flexible_remote"]),
            ("stress_level", ["low_stress", "moderate_stress", "high_stress"]),
            ("exercise_frequency", ["rarely", "once_or_twice_weekly", "most_days"]),
        ],
    ),
    (
        "What kind of trip should I plan for my next time off?",
        [
            ("travel_budget", ["budget_under_500", "mid_500_to_2000", "premium_over_2000"]),
            ("travel_companions", ["solo", "partner", "family_with_children"]),
            ("time_off_length", ["long_weekend", "one_week", "two_weeks_or_more"]),
        ],
    ),
    (
        "How should I approach my next step at work?",
        [
            ("job_satisfaction", ["dissatisfied", "neutral", "satisfied"]),
            ("career_stage", ["early_career", "mid_career", "late_career"]),
            ("team_role", ["individual_contributor", "informal_lead", "manager"]),
        ],
    ),
]

FALLBACK_QUESTIONS: list[QuestionDraft] = [
    QuestionDraft(text=t, infos=[InfoType(name=n, choices=c) for n, c in infos]) for t, infos in _FALLBACK_QUESTIONS
]

GENERIC_CHOICES = ["low", "moderate", "high", "very_high", "none", "other"]


def fallback_query(exposed: dict[str, str], background: str = "") -> str:
    facts = " and ".join(f"my {plain(v)} is {plain(x)}" for v, x in exposed.items())
    lead = f"{background} " if background else ""
    return f"{lead}Right now {facts}. What would you suggest I do given that?"


def fallback_event(changes: dict[str, str], states: list[str]) -> str:
    return "Something happened that changed my situation: " + "; ".join(f"{plain(v)} is now {plain(changes[v])}" for v in states) + "."


def fallback_summary(changes: dict[str, str]) -> str:
    return "Changes this period: " + "; ".join(f"{plain(v)} became {plain(x)}" for v, x in changes.items())


def fallback_answer(req: list[str], values: tuple[str, ...]) -> str:
    return "Given that " + " and ".join(f"your {plain(x)} is {plain(y)}" for x, y in zip(req, values)) + ", choose the option that fits exactly that situation."
