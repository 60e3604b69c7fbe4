(define (problem plan_trial_T00000000_000002_000006)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        MugType - otype
        PenType - otype
        DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_93_bar__plus_01_dot_83 - object
        AlarmClock_bar__minus_00_dot_87_bar__plus_00_dot_67_bar__plus_00_dot_41 - object
        AlarmClock_bar__plus_00_dot_77_bar__plus_00_dot_06_bar__minus_02_dot_49 - object
        AlarmClock_bar__minus_01_dot_29_bar__plus_00_dot_45_bar__plus_00_dot_10 - object
        Book_bar__plus_00_dot_76_bar__plus_01_dot_47_bar__minus_01_dot_34 - object
        Book_bar__minus_00_dot_54_bar__plus_01_dot_06_bar__minus_00_dot_35 - object
        CellPhone_bar__plus_00_dot_57_bar__plus_00_dot_68_bar__minus_01_dot_55 - object
        Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73 - object
        Pen_bar__plus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_50 - object
        Pen_bar__plus_01_dot_50_bar__plus_00_dot_69_bar__plus_00_dot_98 - object
        ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 - receptacle
        ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 - receptacle
        Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 - receptacle
        Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 - receptacle
        loc_bar_3_bar_3_bar_3_bar_30 - location
        loc_bar_4_bar__minus_8_bar_2_bar_30 - location
        loc_bar_6_bar_13_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar_3_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (receptacleType Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 loc_bar__minus_2_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar_4_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85)
        (receptacleType Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (receptacleType SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 loc_bar_6_bar_13_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CellPhoneType)
        (canContain BedType BookType)
        (canContain BedType CellPhoneType)
        (canContain CabinetType BookType)
        (canContain CabinetType MugType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_93_bar__plus_01_dot_83 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_93_bar__plus_01_dot_83 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_93_bar__plus_01_dot_83 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_93_bar__plus_01_dot_83)
        (objectType AlarmClock_bar__minus_00_dot_87_bar__plus_00_dot_67_bar__plus_00_dot_41 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_00_dot_87_bar__plus_00_dot_67_bar__plus_00_dot_41 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation AlarmClock_bar__minus_00_dot_87_bar__plus_00_dot_67_bar__plus_00_dot_41 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_00_dot_87_bar__plus_00_dot_67_bar__plus_00_dot_41)
        (objectType AlarmClock_bar__plus_00_dot_77_bar__plus_00_dot_06_bar__minus_02_dot_49 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_00_dot_77_bar__plus_00_dot_06_bar__minus_02_dot_49 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation AlarmClock_bar__plus_00_dot_77_bar__plus_00_dot_06_bar__minus_02_dot_49 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_00_dot_77_bar__plus_00_dot_06_bar__minus_02_dot_49)
        (objectType AlarmClock_bar__minus_01_dot_29_bar__plus_00_dot_45_bar__plus_00_dot_10 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_29_bar__plus_00_dot_45_bar__plus_00_dot_10 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation AlarmClock_bar__minus_01_dot_29_bar__plus_00_dot_45_bar__plus_00_dot_10 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_29_bar__plus_00_dot_45_bar__plus_00_dot_10)
        (objectType Book_bar__plus_00_dot_76_bar__plus_01_dot_47_bar__minus_01_dot_34 BookType)
        (inReceptacle Book_bar__plus_00_dot_76_bar__plus_01_dot_47_bar__minus_01_dot_34 Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (objectAtLocation Book_bar__plus_00_dot_76_bar__plus_01_dot_47_bar__minus_01_dot_34 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (pickupable Book_bar__plus_00_dot_76_bar__plus_01_dot_47_bar__minus_01_dot_34)
        (objectType Book_bar__minus_00_dot_54_bar__plus_01_dot_06_bar__minus_00_dot_35 BookType)
        (inReceptacle Book_bar__minus_00_dot_54_bar__plus_01_dot_06_bar__minus_00_dot_35 ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38)
        (objectAtLocation Book_bar__minus_00_dot_54_bar__plus_01_dot_06_bar__minus_00_dot_35 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (pickupable Book_bar__minus_00_dot_54_bar__plus_01_dot_06_bar__minus_00_dot_35)
        (objectType CellPhone_bar__plus_00_dot_57_bar__plus_00_dot_68_bar__minus_01_dot_55 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_57_bar__plus_00_dot_68_bar__minus_01_dot_55 ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38)
        (objectAtLocation CellPhone_bar__plus_00_dot_57_bar__plus_00_dot_68_bar__minus_01_dot_55 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_57_bar__plus_00_dot_68_bar__minus_01_dot_55)
        (objectType Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73 MugType)
        (inReceptacle Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (objectAtLocation Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73 loc_bar_6_bar_13_bar_2_bar_30)
        (pickupable Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (cleanable Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (heatable Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (coolable Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (isReceptacleObject Mug_bar__minus_02_dot_62_bar__plus_00_dot_11_bar__plus_00_dot_73)
        (objectType Pen_bar__plus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_50 PenType)
        (inReceptacle Pen_bar__plus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_50 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85)
        (objectAtLocation Pen_bar__plus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_50 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (pickupable Pen_bar__plus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_50)
        (objectType Pen_bar__plus_01_dot_50_bar__plus_00_dot_69_bar__plus_00_dot_98 PenType)
        (inReceptacle Pen_bar__plus_01_dot_50_bar__plus_00_dot_69_bar__plus_00_dot_98 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation Pen_bar__plus_01_dot_50_bar__plus_00_dot_69_bar__plus_00_dot_98 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_50_bar__plus_00_dot_69_bar__plus_00_dot_98)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
