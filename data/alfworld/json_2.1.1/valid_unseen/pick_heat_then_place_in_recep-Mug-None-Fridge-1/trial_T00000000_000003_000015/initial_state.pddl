(define (problem plan_trial_T00000000_000003_000015)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        StatueType - otype
        VaseType - otype
        WineBottleType - otype
        Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77 - object
        Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79 - object
        Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59 - object
        PepperShaker_bar__plus_02_dot_67_bar__plus_01_dot_16_bar__minus_02_dot_04 - object
        Statue_bar__minus_01_dot_21_bar__plus_01_dot_15_bar__minus_02_dot_93 - object
        Statue_bar__plus_02_dot_08_bar__plus_00_dot_60_bar__plus_01_dot_41 - object
        Vase_bar__plus_01_dot_57_bar__plus_01_dot_50_bar__plus_00_dot_17 - object
        Vase_bar__minus_01_dot_81_bar__plus_00_dot_50_bar__plus_01_dot_60 - object
        WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 - receptacle
        Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 - receptacle
        Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 - receptacle
        Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 - receptacle
        Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 - receptacle
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar_7_bar__minus_5_bar_2_bar_30 - location
        loc_bar_7_bar__minus_7_bar_3_bar_30 - location
        loc_bar_8_bar_11_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_4_bar_3_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_11_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_00_dot_50_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_4_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (receptacleType Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (receptacleType CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 loc_bar_7_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (receptacleType Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20 loc_bar__minus_4_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_56_bar__plus_00_dot_33_bar__minus_00_dot_20)
        (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09 loc_bar__minus_4_bar_4_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_09)
        (receptacleType Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (openable Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType VaseType)
        (canContain CounterTopType WineBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType CupType)
        (canContain ShelfType MugType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77 MugType)
        (inReceptacle Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77)
        (cleanable Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77)
        (heatable Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77)
        (coolable Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77)
        (isReceptacleObject Mug_bar__plus_01_dot_02_bar__plus_01_dot_08_bar__minus_00_dot_77)
        (objectType Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79 CupType)
        (inReceptacle Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79 Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (objectAtLocation Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (pickupable Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79)
        (cleanable Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79)
        (heatable Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79)
        (coolable Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79)
        (isReceptacleObject Cup_bar__minus_01_dot_95_bar__plus_00_dot_82_bar__plus_00_dot_79)
        (objectType Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59 CupType)
        (inReceptacle Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59 Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (objectAtLocation Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (pickupable Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (cleanable Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (heatable Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (coolable Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (isReceptacleObject Cup_bar__plus_01_dot_18_bar__plus_00_dot_56_bar__plus_02_dot_59)
        (objectType PepperShaker_bar__plus_02_dot_67_bar__plus_01_dot_16_bar__minus_02_dot_04 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_67_bar__plus_01_dot_16_bar__minus_02_dot_04 Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_97)
        (objectAtLocation PepperShaker_bar__plus_02_dot_67_bar__plus_01_dot_16_bar__minus_02_dot_04 loc_bar__minus_3_bar__minus_6_bar_3_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_67_bar__plus_01_dot_16_bar__minus_02_dot_04)
        (objectType Statue_bar__minus_01_dot_21_bar__plus_01_dot_15_bar__minus_02_dot_93 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_21_bar__plus_01_dot_15_bar__minus_02_dot_93 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation Statue_bar__minus_01_dot_21_bar__plus_01_dot_15_bar__minus_02_dot_93 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_21_bar__plus_01_dot_15_bar__minus_02_dot_93)
        (objectType Statue_bar__plus_02_dot_08_bar__plus_00_dot_60_bar__plus_01_dot_41 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_08_bar__plus_00_dot_60_bar__plus_01_dot_41 Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56)
        (objectAtLocation Statue_bar__plus_02_dot_08_bar__plus_00_dot_60_bar__plus_01_dot_41 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (pickupable Statue_bar__plus_02_dot_08_bar__plus_00_dot_60_bar__plus_01_dot_41)
        (objectType Vase_bar__plus_01_dot_57_bar__plus_01_dot_50_bar__plus_00_dot_17 VaseType)
        (inReceptacle Vase_bar__plus_01_dot_57_bar__plus_01_dot_50_bar__plus_00_dot_17 Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Vase_bar__plus_01_dot_57_bar__plus_01_dot_50_bar__plus_00_dot_17 loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Vase_bar__plus_01_dot_57_bar__plus_01_dot_50_bar__plus_00_dot_17)
        (objectType Vase_bar__minus_01_dot_81_bar__plus_00_dot_50_bar__plus_01_dot_60 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_81_bar__plus_00_dot_50_bar__plus_01_dot_60 Cabinet_bar__minus_01_dot_69_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation Vase_bar__minus_01_dot_81_bar__plus_00_dot_50_bar__plus_01_dot_60 loc_bar__minus_5_bar__minus_7_bar_2_bar__minus_30)
        (pickupable Vase_bar__minus_01_dot_81_bar__plus_00_dot_50_bar__plus_01_dot_60)
        (objectType WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26 WineBottleType)
        (inReceptacle WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26 Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (objectAtLocation WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (pickupable WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26)
        (coolable WineBottle_bar__plus_01_dot_30_bar__plus_00_dot_85_bar__plus_00_dot_26)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
