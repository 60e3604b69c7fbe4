(define (problem plan_trial_T00000000_000001_000153)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PanType - otype
        PotatoType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        TomatoType - otype
        Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06 - object
        Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82 - object
        Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02 - object
        ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69 - object
        Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42 - object
        Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15 - object
        Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78 - object
        Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10 - object
        SaltShaker_bar__plus_01_dot_40_bar__plus_00_dot_49_bar__minus_01_dot_60 - object
        SaltShaker_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__minus_02_dot_16 - object
        SoapBottle_bar__plus_02_dot_87_bar__plus_00_dot_17_bar__plus_00_dot_03 - object
        Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85 - object
        Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        loc_bar_0_bar_1_bar_2_bar_30 - location
        loc_bar_0_bar__minus_3_bar_3_bar__minus_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar_1_bar_2_bar_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar_6_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_6_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82 loc_bar_0_bar__minus_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 loc_bar_0_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06)
        (cleanable Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06)
        (heatable Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06)
        (coolable Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06)
        (sliceable Potato_bar__plus_02_dot_49_bar__plus_01_dot_29_bar__plus_00_dot_06)
        (objectType Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82)
        (cleanable Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82)
        (heatable Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82)
        (coolable Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82)
        (sliceable Potato_bar__plus_02_dot_17_bar__plus_00_dot_23_bar__plus_01_dot_82)
        (objectType Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02)
        (cleanable Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02)
        (heatable Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02)
        (coolable Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02)
        (sliceable Apple_bar__minus_02_dot_35_bar__plus_00_dot_40_bar__minus_02_dot_02)
        (objectType ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69 Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_00_dot_70)
        (objectAtLocation ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69 loc_bar__minus_1_bar_1_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69)
        (cleanable ButterKnife_bar__plus_00_dot_06_bar__plus_01_dot_30_bar__plus_01_dot_69)
        (objectType Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42)
        (cleanable Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42)
        (coolable Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42)
        (sliceable Lettuce_bar__plus_00_dot_87_bar__plus_00_dot_06_bar__plus_00_dot_42)
        (objectType Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15 MugType)
        (inReceptacle Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15)
        (cleanable Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15)
        (heatable Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15)
        (coolable Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15)
        (isReceptacleObject Mug_bar__plus_00_dot_71_bar__plus_00_dot_98_bar__plus_01_dot_15)
        (objectType Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78 PanType)
        (inReceptacle Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78 Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82)
        (objectAtLocation Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78 loc_bar_0_bar__minus_3_bar_3_bar__minus_30)
        (pickupable Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78)
        (cleanable Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78)
        (coolable Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78)
        (isReceptacleObject Pan_bar__plus_00_dot_07_bar__plus_00_dot_68_bar__plus_00_dot_78)
        (objectType Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10 PanType)
        (inReceptacle Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10)
        (cleanable Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10)
        (coolable Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10)
        (isReceptacleObject Pan_bar__plus_00_dot_42_bar__plus_01_dot_34_bar__plus_01_dot_10)
        (objectType SaltShaker_bar__plus_01_dot_40_bar__plus_00_dot_49_bar__minus_01_dot_60 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_40_bar__plus_00_dot_49_bar__minus_01_dot_60 Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82)
        (objectAtLocation SaltShaker_bar__plus_01_dot_40_bar__plus_00_dot_49_bar__minus_01_dot_60 loc_bar_0_bar__minus_3_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__plus_01_dot_40_bar__plus_00_dot_49_bar__minus_01_dot_60)
        (objectType SaltShaker_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__minus_02_dot_16 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__minus_02_dot_16 Drawer_bar__minus_00_dot_05_bar__plus_00_dot_19_bar__minus_01_dot_32)
        (objectAtLocation SaltShaker_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__minus_02_dot_16 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_68_bar__plus_00_dot_17_bar__minus_02_dot_16)
        (objectType SoapBottle_bar__plus_02_dot_87_bar__plus_00_dot_17_bar__plus_00_dot_03 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_87_bar__plus_00_dot_17_bar__plus_00_dot_03 Cabinet_bar__minus_00_dot_71_bar__plus_01_dot_96_bar__minus_00_dot_82)
        (objectAtLocation SoapBottle_bar__plus_02_dot_87_bar__plus_00_dot_17_bar__plus_00_dot_03 loc_bar_0_bar__minus_3_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__plus_02_dot_87_bar__plus_00_dot_17_bar__plus_00_dot_03)
        (objectType Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85 CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46)
        (objectAtLocation Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (pickupable Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (cleanable Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (heatable Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (coolable Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85)
        (sliceable Tomato_bar__minus_01_dot_18_bar__plus_00_dot_16_bar__minus_00_dot_85)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
