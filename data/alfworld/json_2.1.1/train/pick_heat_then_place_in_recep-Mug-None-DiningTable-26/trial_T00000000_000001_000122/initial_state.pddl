(define (problem plan_trial_T00000000_000001_000122)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37 - object
        Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90 - object
        Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86 - object
        Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78 - object
        ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97 - object
        ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73 - object
        Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71 - object
        Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48 - object
        PepperShaker_bar__plus_01_dot_55_bar__plus_01_dot_38_bar__minus_01_dot_57 - object
        PepperShaker_bar__plus_01_dot_31_bar__plus_01_dot_49_bar__plus_00_dot_73 - object
        Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 - receptacle
        DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 - receptacle
        Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 - receptacle
        loc_bar_8_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar_17_bar_3_bar_30 - location
        loc_bar__minus_7_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_14_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_5_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_7_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (receptacleType Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37 MugType)
        (inReceptacle Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37 Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (pickupable Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37)
        (cleanable Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37)
        (heatable Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37)
        (coolable Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37)
        (isReceptacleObject Mug_bar__minus_01_dot_32_bar__plus_00_dot_85_bar__plus_01_dot_37)
        (objectType Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90 MugType)
        (inReceptacle Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90)
        (cleanable Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90)
        (heatable Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90)
        (coolable Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90)
        (isReceptacleObject Mug_bar__minus_01_dot_05_bar__plus_00_dot_36_bar__minus_02_dot_90)
        (objectType Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86 MugType)
        (inReceptacle Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86 Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (objectAtLocation Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86)
        (cleanable Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86)
        (heatable Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86)
        (coolable Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86)
        (isReceptacleObject Mug_bar__minus_01_dot_94_bar__plus_00_dot_40_bar__plus_02_dot_86)
        (objectType Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78 Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (objectAtLocation Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78)
        (cleanable Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78)
        (coolable Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78)
        (isReceptacleObject Bowl_bar__plus_01_dot_45_bar__plus_00_dot_39_bar__minus_02_dot_78)
        (objectType ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (objectAtLocation ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97)
        (cleanable ButterKnife_bar__plus_01_dot_48_bar__plus_00_dot_77_bar__minus_02_dot_97)
        (objectType ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73)
        (cleanable ButterKnife_bar__plus_02_dot_13_bar__plus_01_dot_21_bar__plus_00_dot_73)
        (objectType Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71 CupType)
        (inReceptacle Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71 Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71 loc_bar__minus_3_bar_4_bar_2_bar__minus_30)
        (pickupable Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71)
        (cleanable Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71)
        (heatable Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71)
        (coolable Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71)
        (isReceptacleObject Cup_bar__minus_02_dot_00_bar__plus_00_dot_60_bar__plus_01_dot_71)
        (objectType Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48 CupType)
        (inReceptacle Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48 Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (pickupable Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48)
        (cleanable Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48)
        (heatable Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48)
        (coolable Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48)
        (isReceptacleObject Cup_bar__plus_02_dot_60_bar__plus_00_dot_57_bar__minus_02_dot_48)
        (objectType PepperShaker_bar__plus_01_dot_55_bar__plus_01_dot_38_bar__minus_01_dot_57 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_55_bar__plus_01_dot_38_bar__minus_01_dot_57 Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation PepperShaker_bar__plus_01_dot_55_bar__plus_01_dot_38_bar__minus_01_dot_57 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_55_bar__plus_01_dot_38_bar__minus_01_dot_57)
        (objectType PepperShaker_bar__plus_01_dot_31_bar__plus_01_dot_49_bar__plus_00_dot_73 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_31_bar__plus_01_dot_49_bar__plus_00_dot_73 Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (objectAtLocation PepperShaker_bar__plus_01_dot_31_bar__plus_01_dot_49_bar__plus_00_dot_73 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_31_bar__plus_01_dot_49_bar__plus_00_dot_73)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
