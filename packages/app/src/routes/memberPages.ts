import type * as GroupPages from '../features/groups/pages';
import type * as PointsPages from '../features/points/pages';
import type * as TeamPages from '../features/team/pages';
import type * as TeamEvaluationPages from '../features/teamEvaluations/pages';
import type * as TeamQuestionPages from '../features/teamQuestions/pages';
import type * as TrainingPages from '../features/training/pages';
import type * as TrainingRecordPages from '../features/trainingRecords/pages';

/** A page of the groups, whose pages load together as one chunk. */
const groupPage = (name: keyof typeof GroupPages) => async () => ({
  Component: (await import('../features/groups/pages'))[name],
});
/** My points page, in the one chunk it shares with the public leaderboard. */
const pointsPage = (name: keyof typeof PointsPages) => async () => ({
  Component: (await import('../features/points/pages'))[name],
});

/** A page of my team, whose pages load together as one chunk. */
const teamPage = (name: keyof typeof TeamPages) => async () => ({
  Component: (await import('../features/team/pages'))[name],
});

/** A follow-up question page, in the one chunk the three share. */
const questionPage = (name: keyof typeof TeamQuestionPages) => async () => ({
  Component: (await import('../features/teamQuestions/pages'))[name],
});

/** A behaviour evaluation page, in the one chunk the three share. */
const evaluationPage = (name: keyof typeof TeamEvaluationPages) => async () => ({
  Component: (await import('../features/teamEvaluations/pages'))[name],
});

/** A training request page, in the one chunk both share. */
const trainingPage = (name: keyof typeof TrainingPages) => async () => ({
  Component: (await import('../features/training/pages'))[name],
});

/** A training record page, in the one chunk the three share. */
const trainingRecordPage = (name: keyof typeof TrainingRecordPages) => async () => ({
  Component: (await import('../features/trainingRecords/pages'))[name],
});

/**
 * The member area's pages, loaded when a member route is first visited: kept out of the
 * router's own chunk (the first screen), which then names one chunk for all of them.
 */
export const MEMBER_PAGES = {
  myCourses: async () => ({
    Component: (await import('../features/learning/MyCoursesPage')).MyCoursesPage,
  }),
  myCourseDetail: async () => ({
    Component: (await import('../features/learning/MyCourseDetailPage')).MyCourseDetailPage,
  }),
  attemptHistory: async () => ({
    Component: (await import('../features/learning/AttemptHistoryPage')).AttemptHistoryPage,
  }),
  attemptDetail: async () => ({
    Component: (await import('../features/learning/AttemptDetailPage')).AttemptDetailPage,
  }),
  moduleScore: async () => ({
    Component: (await import('../features/learning/ModuleScorePage')).ModuleScorePage,
  }),
  certificates: async () => ({
    Component: (await import('../features/learning/CertificatesPage')).CertificatesPage,
  }),
  changePassword: async () => ({
    Component: (await import('../features/account/ChangePasswordPage')).ChangePasswordPage,
  }),
  dashboard: async () => ({
    Component: (await import('../features/learning/DashboardPage')).DashboardPage,
  }),
  profile: async () => ({
    Component: (await import('../features/account/ProfilePage')).ProfilePage,
  }),
  myEvents: async () => ({
    Component: (await import('../features/account/MyEventsPage')).MyEventsPage,
  }),
  branding: async () => ({
    Component: (await import('../features/company/BrandingPage')).BrandingPage,
  }),
  myGroups: groupPage('MyGroupsPage'),
  joinGroup: groupPage('JoinGroupPage'),
  groupDetail: groupPage('GroupDetailPage'),
  addGroupMember: groupPage('AddGroupMemberPage'),
  addGroupCourse: groupPage('AddGroupCoursePage'),
  groupThread: groupPage('GroupThreadPage'),
  leaderboardPoints: pointsPage('PointsPage'),
  dailyQuiz: async () => ({
    Component: (await import('../features/learning/DailyQuizPage')).DailyQuizPage,
  }),
  myPsychotests: async () => ({
    Component: (await import('../features/learning/PsychotestsPage')).PsychotestsPage,
  }),
  myTeam: teamPage('MyTeamPage'),
  teamMember: teamPage('TeamMemberPage'),
  assignCourse: teamPage('AssignCoursePage'),
  achievements: teamPage('AchievementsPage'),
  achievementDetail: teamPage('AchievementDetailPage'),
  teamDashboard: teamPage('TeamDashboardPage'),
  teamCourses: teamPage('TeamCoursesPage'),
  teamCourse: teamPage('TeamCoursePage'),
  teamCourseUsers: teamPage('TeamCourseUsersPage'),
  teamCourseAssign: teamPage('TeamCourseAssignPage'),
  trainingRequests: trainingPage('TrainingRequestsPage'),
  trainingRequestDetail: trainingPage('TrainingRequestDetailPage'),
  teamQuestions: questionPage('TeamQuestionsPage'),
  teamMemberQuestions: questionPage('MemberQuestionsPage'),
  teamMemberAnswer: questionPage('QuestionAnswerPage'),
  evaluationRecap: evaluationPage('EvaluationRecapPage'),
  teamEvaluation: evaluationPage('EvaluationFormPage'),
  evaluationRecapDetail: evaluationPage('EvaluationDetailPage'),
  trainingRecords: trainingRecordPage('TrainingRecordsPage'),
  trainingRecord: trainingRecordPage('TrainingRecordDetailPage'),
  trainingRecordEdit: trainingRecordPage('TrainingRecordEditPage'),
};

export type MemberPageKind = keyof typeof MEMBER_PAGES;
