(define (problem plan_trial_T00000000_000001_000148)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KettleType - otype
        KnifeType - otype
        PanType - otype
        SaltShakerType - otype
        Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19 - object
        Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49 - object
        CreditCard_bar__minus_02_dot_98_bar__plus_00_dot_69_bar__minus_02_dot_81 - object
        CreditCard_bar__plus_02_dot_33_bar__plus_00_dot_35_bar__plus_00_dot_80 - object
        Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49 - object
        Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01 - object
        Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06 - object
        SaltShaker_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_00_dot_33 - object
        Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 - receptacle
        CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        loc_bar_11_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar_6_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_5_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (receptacleType CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (objectType Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19)
        (heatable Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19)
        (coolable Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19)
        (sliceable Bread_bar__plus_00_dot_26_bar__plus_00_dot_65_bar__plus_01_dot_19)
        (objectType Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49 Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (objectAtLocation Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (pickupable Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49)
        (cleanable Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49)
        (coolable Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49)
        (isReceptacleObject Bowl_bar__plus_02_dot_51_bar__plus_01_dot_21_bar__minus_01_dot_49)
        (objectType CreditCard_bar__minus_02_dot_98_bar__plus_00_dot_69_bar__minus_02_dot_81 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_98_bar__plus_00_dot_69_bar__minus_02_dot_81 Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (objectAtLocation CreditCard_bar__minus_02_dot_98_bar__plus_00_dot_69_bar__minus_02_dot_81 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_98_bar__plus_00_dot_69_bar__minus_02_dot_81)
        (objectType CreditCard_bar__plus_02_dot_33_bar__plus_00_dot_35_bar__plus_00_dot_80 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_33_bar__plus_00_dot_35_bar__plus_00_dot_80 Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (objectAtLocation CreditCard_bar__plus_02_dot_33_bar__plus_00_dot_35_bar__plus_00_dot_80 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_33_bar__plus_00_dot_35_bar__plus_00_dot_80)
        (objectType Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (objectAtLocation Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (pickupable Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49)
        (cleanable Kettle_bar__plus_00_dot_39_bar__plus_00_dot_56_bar__plus_01_dot_49)
        (objectType Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01 Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (objectAtLocation Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01)
        (cleanable Kettle_bar__minus_01_dot_80_bar__plus_00_dot_25_bar__plus_00_dot_01)
        (objectType Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06 PanType)
        (inReceptacle Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06 Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (objectAtLocation Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (pickupable Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06)
        (cleanable Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06)
        (coolable Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06)
        (isReceptacleObject Pan_bar__plus_01_dot_81_bar__plus_00_dot_79_bar__minus_00_dot_06)
        (objectType SaltShaker_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_00_dot_33 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_00_dot_33 Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation SaltShaker_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_00_dot_33 loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_00_dot_33)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
